/* Ends the region opened by util/target_sha_begin.h. */
#if defined(__clang__)
#pragma clang attribute pop
#else
#pragma GCC pop_options
#endif
