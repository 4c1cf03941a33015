/* SHA-256's incremental interface and the choice of its compression kernel (sha256.h). */
#include "hash/sha256.h"

#include <stdatomic.h>
#include <string.h>

#include "util/cpu.h"

#if defined(ECB_SHA256_SHANI_BUILD)
#include <cpuid.h>
#endif

/* H(0): the first 32 bits of the fractional parts of the square roots of the first 8 primes
 * (FIPS 180-4 §5.3.3). */
static const uint32_t sha256_h0[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                                      0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};

int ecb_sha256_shani_available(void) {
#if defined(ECB_SHA256_SHANI_BUILD)
    unsigned eax, ebx, ecx, edx;
    if (__get_cpuid_max(0, NULL) < 7) return 0;
    __cpuid(1, eax, ebx, ecx, edx);
    unsigned ecx1 = ecx;
    __cpuid_count(7, 0, eax, ebx, ecx, edx);
    /* leaf 1 ECX: SSSE3 bit 9, SSE4.1 bit 19; leaf 7 EBX: SHA bit 29 */
    return ((ecx1 >> 9) & 1) && ((ecx1 >> 19) & 1) && ((ebx >> 29) & 1);
#else
    return 0;
#endif
}

/* The hardware's answer, read once: 1 with the SHA extensions, 0 without, -1 not yet read. The
 * level is read at every call, as the field kernels read it (util/cpu.h), so ecb_cpu_level_set
 * applies here too. */
static atomic_int shani_state = -1;

static int use_shani(void) {
    int v = atomic_load_explicit(&shani_state, memory_order_relaxed);
    if (v < 0) {
        v = ecb_sha256_shani_available();
        atomic_store_explicit(&shani_state, v, memory_order_relaxed);
    }
    return v && ecb_cpu_has_mulx_adx();
}

ecb_sha256_blocks_fn ecb_sha256_blocks_selected(void) {
#if defined(ECB_SHA256_SHANI_BUILD)
    if (use_shani()) return ecb_sha256_blocks_shani;
#endif
    return ecb_sha256_blocks_portable;
}

const char *ecb_sha256_kernel_name(void) {
    return ecb_sha256_blocks_selected() == ecb_sha256_blocks_portable ? "portable" : "shani";
}

void ecb_sha256_init(ecb_sha256_state *st) {
    memcpy(st->h, sha256_h0, sizeof st->h);
    st->bytes = 0;
}

void ecb_sha256_update(ecb_sha256_state *st, const uint8_t *in, size_t len) {
    ecb_sha256_blocks_fn blocks = ecb_sha256_blocks_selected();
    size_t used = (size_t)(st->bytes % ECB_SHA256_BLOCK_BYTES);
    st->bytes += len;
    if (used > 0) {
        size_t take = ECB_SHA256_BLOCK_BYTES - used;
        if (take > len) take = len;
        memcpy(st->buf + used, in, take);
        in += take;
        len -= take;
        if (used + take < ECB_SHA256_BLOCK_BYTES) return;
        blocks(st->h, st->buf, 1);
    }
    size_t whole = len / ECB_SHA256_BLOCK_BYTES;
    if (whole > 0) blocks(st->h, in, whole);
    in += whole * ECB_SHA256_BLOCK_BYTES;
    len -= whole * ECB_SHA256_BLOCK_BYTES;
    if (len > 0) memcpy(st->buf, in, len);
}

void ecb_sha256_final(ecb_sha256_state *st, uint8_t out[ECB_SHA256_BYTES]) {
    /* 0x80, zeros to 56 mod 64, then the length in bits as 8 big-endian bytes */
    uint64_t bits = st->bytes * 8;
    size_t used = (size_t)(st->bytes % ECB_SHA256_BLOCK_BYTES);
    uint8_t pad[2 * ECB_SHA256_BLOCK_BYTES] = {0x80};
    size_t pad_len = (used < 56 ? 56 : 120) - used;
    for (int i = 0; i < 8; i++)
        pad[pad_len + i] = (uint8_t)(bits >> (56 - 8 * i));
    ecb_sha256_update(st, pad, pad_len + 8);
    for (int i = 0; i < 8; i++) {
        out[4 * i] = (uint8_t)(st->h[i] >> 24);
        out[4 * i + 1] = (uint8_t)(st->h[i] >> 16);
        out[4 * i + 2] = (uint8_t)(st->h[i] >> 8);
        out[4 * i + 3] = (uint8_t)st->h[i];
    }
}

void ecb_sha256(uint8_t out[ECB_SHA256_BYTES], const uint8_t *in, size_t len) {
    ecb_sha256_state st;
    ecb_sha256_init(&st);
    ecb_sha256_update(&st, in, len);
    ecb_sha256_final(&st, out);
}
