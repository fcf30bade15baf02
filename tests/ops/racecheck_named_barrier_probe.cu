// Does compute-sanitizer's racecheck follow a named-barrier hand-off (bar.arrive on one side, bar.sync on
// the other)? A control for its reports on the swapped CuTe kernel over model1 sources.
//
// 384 threads as in the CuTe kernels: a producer warpgroup and two consumer warpgroups, each consumer
// owning one ring stage. Per tile j (stage s = j % 2) the producer syncs on EMPTY[s] (from its third tile
// on), writes the stage's 64 row flags, and arrives on FULL[s]; consumer s syncs on FULL[s], reads the
// flags and arrives on EMPTY[s] (256 threads at both barriers). Modes:
//   0  that hand-off (the fp8_uniform producer)
//   1  the same with a producer-only barrier (bar.sync 6, 128) before each EMPTY sync (the model1
//      producer agrees on the tile's exponent there)
//   2  without FULL / EMPTY (a real race: racecheck must report it)
// Every mode prints the consumers' sums; the ordered value is printed beside them.
//
//   nvcc -arch=sm_90a -lineinfo -o racecheck_named_barrier_probe racecheck_named_barrier_probe.cu
//   for m in 0 1 2; do compute-sanitizer --tool racecheck ./racecheck_named_barrier_probe $m; done
#include <cstdio>
#include <cstdlib>

template <int MODE>
__global__ void hand_off(float* out, int tiles) {
  __shared__ int flags[2][64];
  __shared__ int exchange[2][4];  // two buffers, as in the kernel
  const int t = threadIdx.x, wg = t / 128;
  float sum = 0.f;
  if (wg == 0) {  // producer: thread t writes row t / 2's flag (two threads per row, as in the kernel)
    for (int j = 0; j < tiles; ++j) {
      const int s = j & 1;
      if (MODE == 1) {
        if (t % 32 == 0) exchange[j & 1][t / 32] = j;
        asm volatile("bar.sync 6, 128;" ::: "memory");
        sum += exchange[j & 1][(t / 32 + 1) % 4];
      }
      if (MODE != 2 && j >= 2) asm volatile("bar.sync %0, 256;" ::"r"(3 + s) : "memory");  // EMPTY[s]
      if (t % 2 == 0) flags[s][t / 2] = j + t / 2;
      if (MODE != 2) asm volatile("bar.arrive %0, 256;" ::"r"(1 + s) : "memory");  // FULL[s]
    }
    if (MODE != 2)  // the consumers' last EMPTY arrivals
      for (int j = tiles > 2 ? tiles - 2 : 0; j < tiles; ++j) asm volatile("bar.sync %0, 256;" ::"r"(3 + (j & 1)) : "memory");
  } else {
    const int s = wg - 1, c = t % 128;
    for (int j = s; j < tiles; j += 2) {
      if (MODE != 2) asm volatile("bar.sync %0, 256;" ::"r"(1 + s) : "memory");  // FULL[s]
      sum += flags[s][c % 64];
      if (MODE != 2) asm volatile("bar.arrive %0, 256;" ::"r"(3 + s) : "memory");  // EMPTY[s]
    }
  }
  out[t] = sum;
}

int main(int argc, char** argv) {
  const int mode = argc > 1 ? atoi(argv[1]) : 0;
  const int tiles = 9;
  float* out;
  cudaMalloc(&out, 384 * sizeof(float));
  if (mode == 0) hand_off<0><<<1, 384>>>(out, tiles);
  if (mode == 1) hand_off<1><<<1, 384>>>(out, tiles);
  if (mode == 2) hand_off<2><<<1, 384>>>(out, tiles);
  float host[384];
  cudaMemcpy(host, out, sizeof host, cudaMemcpyDeviceToHost);
  // Ordered: consumer 0 (thread 128) reads row 0 of tiles 0, 2, 4, 6, 8: 20; consumer 1's thread 383
  // reads row 63 of tiles 1, 3, 5, 7: 16 + 4 * 63 = 268.
  printf("mode %d: sums %g and %g (ordered: 20 and 268), %s\n", mode, host[128], host[383],
         cudaGetErrorString(cudaGetLastError()));
  return 0;
}
