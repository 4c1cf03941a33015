/* Compiles every function from here to util/target_ifma_end.h for AVX-512 F/VL/IFMA (each gets
 * the target attribute), so that a file's vector kernels need those instructions while the
 * rest of the library stays baseline x86-64. Only inside #if defined(ECB_CPU_IFMA_BUILD)
 * (util/cpu.h); the kernels run only from the ifma level's backend. No include guard: one
 * begin/end pair per file. */
#if defined(__clang__)
#pragma clang attribute push(__attribute__((target("avx2,avx512f,avx512vl,avx512ifma"))),          \
                             apply_to = function)
#else
#pragma GCC push_options
#pragma GCC target("avx2,avx512f,avx512vl,avx512ifma")
#endif
