// kernels.cu: hand-written CUDA C (compiled as HIP too, -x hip) equivalents
// of the kernels bench/static compares. Each does the work of kern's
// kernel of the same row: the same algorithm and types as the Go, Go's
// int as a 64-bit index, and for ufuncs, gufuncs and reductions the loop
// of kern's wrapper kernel (compiler/wrap): a grid-stride loop, a null
// pointer meaning "this input is the scalar parameter", the gufunc's loop
// index split over its loop shape, the reduction's block tree. Parameters
// are kern's launch parameters in order (abi/layout.go), so a slice is
// (ptr, len, cap) and a kern.Array2 is (ptr, dim0, dim1, stride0, stride1)
// in elements. Nothing is restrict or __ldg: kern knows no more.
#include "prelude.h"
#include "gomath.h"

#define KERNEL extern "C" __global__ void

// ---- ufunc cores (//kern:vectorize) ----

DEV float disc_f32(float a, float b, float c) { return (float)go_sqrt((double)(b * b - 4 * a * c)); }
// What a CUDA programmer writes, and what kern makes of the Go: the root
// of a float32 widened to float64 and rounded back is sqrtf (exact).
DEV float disc_f32_sqrtf(float a, float b, float c) { return go_sqrtf(b * b - 4 * a * c); }
DEV double disc_f64(double a, double b, double c) { return go_sqrt(b * b - 4 * a * c); }
DEV float doubled(float a) { return a * 2; }
// examples/devicefn: float32(math.Pow(float64(x), float64(y))) / z.
DEV float roc_device_fn(float x, float y, float z) { return (float)go_pow((double)x, (double)y) / z; }
DEV float roc_ufunc(float x, float y, float z) { return roc_device_fn(x, y, z); }
DEV double expsin(double x) { return go_exp(-x * x) * go_sin(x); }
DEV i32 triage(i32 x) {
	if (x < 0) {
		return -2 * x;
	}
	if (x > 1000) {
		return 1000 + (x & 7);
	}
	return 3 * x + 1;
}

// The contiguous ufunc wrapper (F__contig): (n, [ptr_k, scalar_k]..., out).
#define CONTIG1(name, T, R, core)                                   \
	KERNEL name(i64 n, T *p0, T s0, R *out0) {                      \
		bool nn0 = p0 != 0;                                         \
		i64 start = grid1(), step = gridsize1();                    \
		for (i64 i = start; i < n; i += step) {                     \
			T x0 = nn0 ? p0[i] : s0;                                \
			out0[i] = core(x0);                                     \
		}                                                           \
	}
#define CONTIG3(name, T, core)                                                   \
	KERNEL name(i64 n, T *p0, T s0, T *p1, T s1, T *p2, T s2, T *out0) {         \
		bool nn0 = p0 != 0, nn1 = p1 != 0, nn2 = p2 != 0;                        \
		i64 start = grid1(), step = gridsize1();                                 \
		for (i64 i = start; i < n; i += step) {                                  \
			T x0 = nn0 ? p0[i] : s0;                                             \
			T x1 = nn1 ? p1[i] : s1;                                             \
			T x2 = nn2 ? p2[i] : s2;                                             \
			out0[i] = core(x0, x1, x2);                                          \
		}                                                                        \
	}

CONTIG3(discriminant_f32_contig, float, disc_f32)
CONTIG3(discriminant_f32_sqrtf_contig, float, disc_f32_sqrtf)
CONTIG3(discriminant_f64_contig, double, disc_f64)
CONTIG1(doubled_ufunc_contig, float, float, doubled)
CONTIG3(roc_ufunc_contig, float, roc_ufunc)
CONTIG1(expsin_contig, double, double, expsin)
CONTIG1(triage_contig, i32, i32, triage)

// ---- gufuncs (//kern:guvectorize): F__gu ----

// A kern.Array2 view.
template <typename T> struct view2 {
	T *p;
	i64 d0, d1, s0, s1;
	__device__ T *at(i64 i, i64 j) const { return p + (i * s0 + j * s1); }
};

// MatMul (m,n),(n,p)->(m,p) of examples/matmul.
template <typename T> DEV void matmul_core(view2<T> a, view2<T> b, view2<T> c) {
	for (i64 i = 0; i < c.d0; i++) {
		for (i64 j = 0; j < c.d1; j++) {
			T acc = 0;
			for (i64 k = 0; k < a.d1; k++) {
				acc += *a.at(i, k) * *b.at(k, j);
			}
			*c.at(i, j) = acc;
		}
	}
}

// DoubledGufunc (m,n)->(m,n) of examples/kernels.
DEV void doubled_gufunc_core(view2<float> arr, view2<float> out) {
	for (i64 i = 0; i < arr.d0; i++) {
		for (i64 j = 0; j < arr.d1; j++) {
			*out.at(i, j) = *arr.at(i, j) * 2;
		}
	}
}

// The gufunc wrapper's split of loop index L over loopshape[:loopdim] in
// C order (abi.GU, wrap.decompose): dimension 0 takes what is left.
#define GU_SPLIT1(d, shape, ...)                              \
	if (d < loopdim) {                                        \
		i64 idx = d > 0 ? rem % shape : rem;                  \
		rem = d > 0 ? rem / shape : 0;                        \
		__VA_ARGS__                                           \
	}

// One rank-2 operand: ptr, coreshape[2], corestride[2], loopstride[4].
#define GU_OPERAND(T, x) T *x, i64 x##sh0, i64 x##sh1, i64 x##st0, i64 x##st1, i64 x##l0, i64 x##l1, i64 x##l2, i64 x##l3
#define GU_VIEW(T, x, off) view2<T>{x + off, x##sh0, x##sh1, x##st0, x##st1}

#define GU3(name, T, core)                                                                         \
	KERNEL name(i64 nloop, i64 loopdim, i64 ls0, i64 ls1, i64 ls2, i64 ls3, GU_OPERAND(T, a),       \
		    GU_OPERAND(T, b), GU_OPERAND(T, c)) {                                                  \
		i64 start = grid1(), step = gridsize1();                                                   \
		for (i64 L = start; L < nloop; L += step) {                                                \
			i64 rem = L, oa = 0, ob = 0, oc = 0;                                                   \
			GU_SPLIT1(3, ls3, oa += idx * al3; ob += idx * bl3; oc += idx * cl3;)                  \
			GU_SPLIT1(2, ls2, oa += idx * al2; ob += idx * bl2; oc += idx * cl2;)                  \
			GU_SPLIT1(1, ls1, oa += idx * al1; ob += idx * bl1; oc += idx * cl1;)                  \
			GU_SPLIT1(0, ls0, oa += idx * al0; ob += idx * bl0; oc += idx * cl0;)                  \
			core(GU_VIEW(T, a, oa), GU_VIEW(T, b, ob), GU_VIEW(T, c, oc));                                  \
		}                                                                                          \
	}
#define GU2(name, T, core)                                                                         \
	KERNEL name(i64 nloop, i64 loopdim, i64 ls0, i64 ls1, i64 ls2, i64 ls3, GU_OPERAND(T, a),       \
		    GU_OPERAND(T, b)) {                                                                    \
		i64 start = grid1(), step = gridsize1();                                                   \
		for (i64 L = start; L < nloop; L += step) {                                                \
			i64 rem = L, oa = 0, ob = 0;                                                           \
			GU_SPLIT1(3, ls3, oa += idx * al3; ob += idx * bl3;)                                   \
			GU_SPLIT1(2, ls2, oa += idx * al2; ob += idx * bl2;)                                   \
			GU_SPLIT1(1, ls1, oa += idx * al1; ob += idx * bl1;)                                   \
			GU_SPLIT1(0, ls0, oa += idx * al0; ob += idx * bl0;)                                   \
			core(GU_VIEW(T, a, oa), GU_VIEW(T, b, ob));                                                  \
		}                                                                                          \
	}

GU3(matmul_f32_gu, float, matmul_core<float>)
GU3(matmul_f64_gu, double, matmul_core<double>)
GU2(doubled_gufunc_gu, float, doubled_gufunc_core)

// ---- kernels (//kern:kernel) ----

#define ARRAY2(T, x) T *x, i64 x##d0, i64 x##d1, i64 x##s0, i64 x##s1
#define AT2(x, i, j) x[(i) * x##s0 + (j) * x##s1]

// examples/kernels Doubled: one element per thread of one block.
KERNEL doubled_kernel(ARRAY2(float, arr)) {
	i64 x = tid_x(), y = tid_y();
	if (x < arrd0 && y < arrd1) {
		AT2(arr, x, y) = AT2(arr, x, y) * 2;
	}
}

// DoubledAutoGrid: the same at the absolute grid position (t.Grid2()).
KERNEL doubled_auto_grid(ARRAY2(float, arr)) {
	i64 x = ctaid_x() * ntid_x() + tid_x(), y = ctaid_y() * ntid_y() + tid_y();
	if (x < arrd0 && y < arrd1) {
		AT2(arr, x, y) = AT2(arr, x, y) * 2;
	}
}

// DoubledManCopy: out = 2*arr.
KERNEL doubled_man_copy(ARRAY2(float, arr), ARRAY2(float, out)) {
	i64 x = ctaid_x() * ntid_x() + tid_x(), y = ctaid_y() * ntid_y() + tid_y();
	if (x < arrd0 && y < arrd1) {
		AT2(out, x, y) = AT2(arr, x, y) * 2;
	}
}

// examples/memory ReverseGroups: a []float32, groups of 64 mirrored
// through shared memory.
#define GROUP_SIZE 64
KERNEL reverse_groups(float *a, i64 alen, i64 acap) {
	__shared__ float s[GROUP_SIZE];
	i64 tid = tid_x();
	i64 i = grid1();
	if (i < alen) {
		s[tid] = a[i];
	}
	sync_threads();
	i64 base = ctaid_x() * GROUP_SIZE;
	i64 n = GROUP_SIZE < alen - base ? GROUP_SIZE : alen - base;
	if (tid < n) {
		a[i] = s[n - 1 - tid];
	}
}

// examples/memory Scale: a grid-stride loop with t.GridSize1().
KERNEL scale(float *a, i64 alen, i64 acap, float f) {
	for (i64 i = grid1(); i < alen; i += gridsize1()) {
		a[i] *= f;
	}
}

// bench/kernels Axpy: one element of a 1-D grid per thread.
KERNEL axpy(float a, float *x, i64 xlen, i64 xcap, float *y, i64 ylen, i64 ycap) {
	i64 i = grid1();
	if (i < ylen) {
		y[i] = a * x[i] + y[i];
	}
}

// bench/kernels MatMulTiled: 16x16 tiles of A and B in shared memory.
#define TPB 16
KERNEL matmul_tiled(ARRAY2(float, a), ARRAY2(float, b), ARRAY2(float, c)) {
	__shared__ float sA[TPB][TPB];
	__shared__ float sB[TPB][TPB];
	i64 col = ctaid_x() * ntid_x() + tid_x(), row = ctaid_y() * ntid_y() + tid_y();
	i64 tx = tid_x(), ty = tid_y();
	i64 n = cd0, k = ad1, m = cd1;
	float acc = 0;
	for (i64 i = 0; i < k; i += TPB) {
		float va = 0, vb = 0;
		if (row < n && i + tx < k) {
			va = AT2(a, row, i + tx);
		}
		if (i + ty < k && col < m) {
			vb = AT2(b, i + ty, col);
		}
		sA[ty][tx] = va;
		sB[ty][tx] = vb;
		sync_threads();
		for (i64 j = 0; j < TPB; j++) {
			acc += sA[ty][j] * sB[j][tx];
		}
		sync_threads();
	}
	if (row < n && col < m) {
		AT2(c, row, col) = acc;
	}
}

// ---- reductions (//kern:reduce): R__stage1, R__stage2 ----

#define REDUCE_BLOCK 256
DEV float sum_core(float a, float b) { return a + b; }

// combine merges (a, fa) with (b, fb), each valid only with its flag.
DEV void combine(float *v, bool *f, float b, bool fb) {
	if (fb) {
		*v = *f ? sum_core(*v, b) : b;
		*f = true;
	}
}

// block_reduce is the wrapper's fixed tree: shared memory down to one
// warp, then shuffles; thread 0 ends with the block's value.
DEV void block_reduce(float *vals, bool *flags, i64 tid, float *v, bool *f) {
	vals[tid] = *v;
	flags[tid] = *f;
	for (i64 s = REDUCE_BLOCK / 2; s >= 32; s /= 2) {
		sync_threads();
		if (tid < s) {
			i64 j = tid + s;
			combine(v, f, vals[j], flags[j]);
			if (s > 32) {
				vals[tid] = *v;
				flags[tid] = *f;
			}
		}
	}
	if (tid < 32) {
		for (i64 d = 16; d >= 1; d /= 2) {
			float ov = shfl_down_f32(*v, (u32)d);
			bool of = shfl_down_u32((u32)*f, (u32)d) & 1;
			combine(v, f, ov, of && tid < 32 - d);
		}
	}
}

// Stage 1 is kern's (compiler/wrap, stage1Plan): thread t of p folds the
// groups of 4 floats t, t+p, t+2p, ...; where the input is contiguous and
// 16-byte aligned, its whole groups go as 16-byte vector loads, two in
// flight, then one, and what is left (all of it otherwise) one load per
// element with the bound checks of a partial group. The same order as
// kern's, so the same bits.
typedef float f32x4 __attribute__((ext_vector_type(4)));
DEV float fold4(float acc, f32x4 x) {
	acc = sum_core(acc, x.x);
	acc = sum_core(acc, x.y);
	acc = sum_core(acc, x.z);
	return sum_core(acc, x.w);
}
// sum_group folds group g (first: it starts the fold) one load per element.
DEV float sum_group(float acc, bool first, i64 g, i64 n, const float *in, i64 stride) {
	const float *q = in + g * 4 * stride;
	i64 last = n - g * 4 - 1;
	acc = first ? *q : sum_core(acc, *q);
	for (i64 k = 1; k < 4; k++) {
		q += stride;
		if (k <= last) {
			acc = sum_core(acc, *q);
		}
	}
	return acc;
}

KERNEL sum_stage1(i64 n, float *in, i64 stride, float *partials) {
	__shared__ float vals[REDUCE_BLOCK];
	__shared__ bool flags[REDUCE_BLOCK];
	i64 tid = tid_x(), t = grid1(), p = gridsize1();
	i64 groups = (n + 3) >> 2, whole = n >> 2;
	bool aligned = stride == 1 && ((u64)in & 15) == 0;
	float acc = 0;
	bool f = t < groups;
	if (f) {
		acc = sum_group(acc, true, t, n, in, stride);
		i64 g = t + p;
		if (aligned) {
			const f32x4 *v = (const f32x4 *)in;
			for (; g < whole - p; g += 2 * p) {
				f32x4 x0 = v[g], x1 = v[g + p];
				acc = fold4(fold4(acc, x0), x1);
			}
			for (; g < whole; g += p) {
				acc = fold4(acc, v[g]);
			}
		}
		for (; g < groups; g += p) {
			acc = sum_group(acc, false, g, n, in, stride);
		}
	}
	block_reduce(vals, flags, tid, &acc, &f);
	if (tid == 0 && f) {
		partials[ctaid_x()] = acc;
	}
}

// Stage 2 is kern's too (compiler/wrap, stage2Fold): thread t folds the
// groups of 4 partials t, t+256, ...; the whole ones without bound checks,
// then at most one partial group.
KERNEL sum_stage2(i64 m, float *partials, float *out, float init, bool hasInit) {
	__shared__ float vals[REDUCE_BLOCK];
	__shared__ bool flags[REDUCE_BLOCK];
	i64 tid = tid_x();
	i64 groups = (m + 3) >> 2, whole = m >> 2;
	float acc = 0;
	bool f = tid < groups;
	if (f) {
		acc = sum_group(acc, true, tid, m, partials, 1);
		i64 g = tid + REDUCE_BLOCK;
		for (; g < whole; g += REDUCE_BLOCK) {
			const float *q = partials + g * 4;
			acc = sum_core(acc, q[0]);
			acc = sum_core(acc, q[1]);
			acc = sum_core(acc, q[2]);
			acc = sum_core(acc, q[3]);
		}
		if (g < groups) {
			acc = sum_group(acc, false, g, m, partials, 1);
		}
	}
	block_reduce(vals, flags, tid, &acc, &f);
	if (tid == 0) {
		float r = init;
		bool rf = hasInit;
		combine(&r, &rf, acc, f);
		if (rf) {
			*out = r;
		}
	}
}
