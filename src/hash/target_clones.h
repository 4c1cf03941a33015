/* ECB_TARGET_CLONES(...): compile a hot function once per listed x86-64 extension plus a
 * "default" version, the best one picked by the loader (GNU ifunc) on the running CPU.
 *
 * Only where GCC or clang target x86-64 Linux. Sanitizer builds get the default version only
 * (load-time resolvers run before the sanitizer runtime), so tests run on an extension-rich
 * machine still cover the portable code through `make sanitize`. */
#ifndef ECBATCH_HASH_TARGET_CLONES_H
#define ECBATCH_HASH_TARGET_CLONES_H

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define ECB_NO_TARGET_CLONES
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) ||                         \
    __has_feature(memory_sanitizer)
#define ECB_NO_TARGET_CLONES
#endif
#endif

#if defined(__GNUC__) && defined(__x86_64__) && defined(__linux__) && !defined(ECB_NO_TARGET_CLONES)
#define ECB_TARGET_CLONES(...) __attribute__((target_clones(__VA_ARGS__, "default")))
#else
#define ECB_TARGET_CLONES(...)
#endif

#endif
