/* Compiles every function from here to util/target_sha_end.h for the x86 SHA extensions with
 * SSSE3 and SSE4.1 (each gets the target attribute): the one way to compile SHA-NI code, as
 * util/target_ifma_begin.h is for the AVX-512 kernels (hash/sha256_shani.c; it runs only where
 * CPUID reports the extensions, hash/sha256.c). No include guard: one begin/end pair per
 * region. */
#if defined(__clang__)
#pragma clang attribute push(__attribute__((target("sha,ssse3,sse4.1"))), apply_to = function)
#else
#pragma GCC push_options
#pragma GCC target("sha,ssse3,sse4.1")
#endif
