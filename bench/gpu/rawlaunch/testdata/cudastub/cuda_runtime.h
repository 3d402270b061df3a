// A stand-in for the CUDA SDK's cuda_runtime.h: only what csrc/rawlaunch_rt.cu
// uses, with the SDK's prototypes, so that TestRawLaunchRTSyntax can check
// the program with clang (-x cuda) where there is no nvcc.
#pragma once
#include <stddef.h>
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
struct dim3 { unsigned x, y, z; __host__ __device__ dim3(unsigned a = 1, unsigned b = 1, unsigned c = 1) : x(a), y(b), z(c) {} };
typedef int cudaError_t; enum { cudaSuccess = 0 };
typedef void *cudaStream_t;
enum cudaMemcpyKind { cudaMemcpyHostToDevice = 1, cudaMemcpyDeviceToHost = 2 };
extern "C" {
cudaError_t cudaLaunchKernel(const void *, dim3, dim3, void **, size_t, cudaStream_t);
cudaError_t cudaStreamSynchronize(cudaStream_t);
cudaError_t cudaDeviceSynchronize(void);
cudaError_t cudaMalloc(void **, size_t);
cudaError_t cudaMemcpy(void *, const void *, size_t, cudaMemcpyKind);
const char *cudaGetErrorString(cudaError_t);
}
struct uint3 { unsigned x, y, z; };
extern const __device__ uint3 blockIdx, threadIdx, blockDim;
__device__ double sqrt(double);
