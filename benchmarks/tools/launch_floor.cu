// Host cost of one kernel launch from C, no Python: the floor under any Python launch path.
//
//   nvcc -O2 -arch=sm_90a -o /tmp/launch_floor benchmarks/tools/launch_floor.cu -lcuda && /tmp/launch_floor
//
// An empty kernel with a 416-byte parameter block (about the attention kernel's), 64 x 384 threads,
// launched in bursts of 500 through <<<>>> and through cuLaunchKernelEx; prints the best burst's
// microseconds per launch, five rounds. Compare with the bound call's host time (the bench's host case).
#include <cuda.h>
#include <cuda_runtime.h>
#include <chrono>
#include <cstdio>
struct Params { unsigned long long w[52]; };  // ~416 bytes, like the attention kernel's parameter block
__global__ void empty_kernel(Params p) { if (p.w[0] == 12345 && threadIdx.x == 999) p.w[1] = 0; }
int main() {
  cudaFree(0);
  Params p = {};
  cudaStream_t s; cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  CUfunction f; cudaGetFuncBySymbol((cudaFunction_t*)&f, (const void*)empty_kernel);
  void* args[] = {&p};
  CUlaunchConfig cfg = {}; cfg.gridDimX = 64; cfg.gridDimY = 1; cfg.gridDimZ = 1; cfg.blockDimX = 384; cfg.blockDimY = 1; cfg.blockDimZ = 1;
  cfg.hStream = s;
  for (int round = 0; round < 5; ++round) {
    const int n = 500;  // a burst, then drain (the queue stays short, as in a decode step)
    double best_rt = 1e9, best_drv = 1e9;
    for (int rep = 0; rep < 10; ++rep) {
      cudaStreamSynchronize(s);
      auto t0 = std::chrono::steady_clock::now();
      for (int i = 0; i < n; ++i) empty_kernel<<<64, 384, 0, s>>>(p);
      auto t1 = std::chrono::steady_clock::now();
      cudaStreamSynchronize(s);
      auto t2 = std::chrono::steady_clock::now();
      for (int i = 0; i < n; ++i) cuLaunchKernelEx(&cfg, f, args, nullptr);
      auto t3 = std::chrono::steady_clock::now();
      cudaStreamSynchronize(s);
      double rt = std::chrono::duration<double, std::micro>(t1 - t0).count() / n;
      double drv = std::chrono::duration<double, std::micro>(t3 - t2).count() / n;
      if (rt < best_rt) best_rt = rt; if (drv < best_drv) best_drv = drv;
    }
    printf("round %d: <<<>>> %.2f us/launch, cuLaunchKernelEx %.2f us/launch\n", round, best_rt, best_drv);
  }
  return 0;
}
