/* Compiles every function from here to util/target_ifma_end.h for AVX2 and AVX-512 F/VL/IFMA
 * (each gets the target attribute), so that a file's vector kernels need those instructions
 * while the rest of the library stays baseline x86-64. This pair is the one way the library
 * compiles vector code (docs/backends.md): every file with AVX-512 kernels brackets them with it
 * (the lane fields' headers and templates, the ifma engine instances and shapes, the tests of
 * the lanes), so `grep -rl target_ifma_begin src` lists them all. Only inside
 * #if defined(ECB_CPU_IFMA_BUILD) (util/cpu.h); the kernels run only at the ifma level. Pairs
 * nest (a header's pair inside a file's). No include guard: one begin/end pair per region. */
#if defined(__clang__)
#pragma clang attribute push(__attribute__((target("avx2,avx512f,avx512vl,avx512ifma"))),          \
                             apply_to = function)
#else
#pragma GCC push_options
#pragma GCC target("avx2,avx512f,avx512vl,avx512ifma")
#endif
