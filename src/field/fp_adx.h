/* Whether the Montgomery field templates (bls12/fp6x64_impl.h, fp4x64_impl.h) compile their
 * MULX/ADX products: x86-64 with GCC or clang, except the ThreadSanitizer and MemorySanitizer
 * builds. The 6x64 kernel needs 13 free registers; under those sanitizers' instrumentation clang
 * cannot always find them once the product is inlined, so those builds (which look for races or
 * secret-dependent branches, not speed) use the portable C products. The kernels run only on a
 * CPU with BMI2 and ADX (util/cpu.h). */
#ifndef ECBATCH_FIELD_FP_ADX_H
#define ECBATCH_FIELD_FP_ADX_H

#if defined(__SANITIZE_THREAD__)
#define ECB_FP_SANITIZER_BUILD 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#define ECB_FP_SANITIZER_BUILD 1
#endif
#endif
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__)) &&                            \
    !defined(ECB_FP_SANITIZER_BUILD)
#define ECB_FP_HAVE_ADX 1
#else
#define ECB_FP_HAVE_ADX 0
#endif

#endif
