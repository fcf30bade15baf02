// Does compute-sanitizer's racecheck follow mbarrier ordering? A control for its reports on the Gluon kernel.
//
// Two producer warps write 64 floats of shared memory, sync among themselves (a named barrier) and one
// thread arrives on a "full" mbarrier; two consumer warps wait on it, read, sync among themselves and one
// thread arrives on "empty", which the producers wait on before the next write: the hand-off the Gluon
// kernel uses for each ring slot's unit (factor_smem). Modes:
//   0  that hand-off (ordered: the printed sums are the ordered ones)
//   1  the same without the mbarriers (a real race: racecheck must report it)
//   2  __syncthreads between write and read (ordered; racecheck follows it)
//
//   nvcc -arch=sm_90a -lineinfo -o racecheck_mbarrier_probe racecheck_mbarrier_probe.cu
//   for m in 0 1 2; do compute-sanitizer --tool racecheck ./racecheck_mbarrier_probe $m; done
//
// On the H200 (CUDA 13.0's compute-sanitizer) mode 0 prints the ordered sums and racecheck still reports
// write/read hazards between the producers' store and the consumers' load, as in mode 1; mode 2 reports
// none. So racecheck does not follow mbarrier arrive/wait ordering, and its reports on the Gluon kernel's
// factor_smem (written before the full arrive, read after the full wait) are of this kind.
#include <cstdint>
#include <cstdio>
#include <cstdlib>

__device__ __forceinline__ unsigned shared_address(const void* p) {
  return static_cast<unsigned>(__cvta_generic_to_shared(p));
}
__device__ __forceinline__ void mbarrier_init(uint64_t* bar) {
  asm volatile("mbarrier.init.shared.b64 [%0], 1;" ::"r"(shared_address(bar)) : "memory");
}
__device__ __forceinline__ void mbarrier_arrive(uint64_t* bar) {
  asm volatile("{ .reg .b64 state; mbarrier.arrive.shared.b64 state, [%0]; }" ::"r"(shared_address(bar)) : "memory");
}
__device__ __forceinline__ void mbarrier_wait(uint64_t* bar, int parity) {
  asm volatile("{ .reg .pred done; WAIT: mbarrier.try_wait.parity.shared.b64 done, [%0], %1; @!done bra WAIT; }"
               ::"r"(shared_address(bar)), "r"(parity) : "memory");
}

template <int MODE>
__global__ void hand_off(float* out, int rounds) {
  __shared__ float data[64];
  __shared__ uint64_t bars[2];  // full, empty
  const int t = threadIdx.x;
  if (t == 0) {
    mbarrier_init(&bars[0]);
    mbarrier_init(&bars[1]);
  }
  __syncthreads();
  float sum = 0.f;
  for (int i = 0; i < rounds; ++i) {
    const int parity = i & 1;
    if (MODE == 2) {
      if (t < 64) data[t] = i + t;
      __syncthreads();
      if (t >= 64) sum += data[t - 64];
      __syncthreads();
    } else if (t < 64) {  // producers
      if (MODE == 0) mbarrier_wait(&bars[1], parity ^ 1);  // empty (the first round passes)
      data[t] = i + t;
      asm volatile("bar.sync 1, 64;" ::: "memory");
      if (MODE == 0 && t == 0) mbarrier_arrive(&bars[0]);  // full
    } else {  // consumers
      if (MODE == 0) mbarrier_wait(&bars[0], parity);  // full
      sum += data[t - 64];
      asm volatile("bar.sync 2, 64;" ::: "memory");
      if (MODE == 0 && t == 64) mbarrier_arrive(&bars[1]);  // empty
    }
  }
  out[t] = sum;
}

int main(int argc, char** argv) {
  const int mode = argc > 1 ? atoi(argv[1]) : 0;
  const int rounds = 8;
  float* out;
  cudaMalloc(&out, 128 * sizeof(float));
  if (mode == 0) hand_off<0><<<1, 128>>>(out, rounds);
  if (mode == 1) hand_off<1><<<1, 128>>>(out, rounds);
  if (mode == 2) hand_off<2><<<1, 128>>>(out, rounds);
  float host[128];
  cudaMemcpy(host, out, sizeof host, cudaMemcpyDeviceToHost);
  // Ordered: consumer 64 + j sums i + j over i < rounds.
  printf("mode %d: sums %g and %g (ordered: 28 and 532), %s\n", mode, host[64], host[127],
         cudaGetErrorString(cudaGetLastError()));
  return 0;
}
