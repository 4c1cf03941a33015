/* The SHA-256 compression function on the x86 SHA extensions (Intel SDM: SHA256RNDS2,
 * SHA256MSG1, SHA256MSG2; Gulley et al., "Intel SHA Extensions", 2013).
 *
 * SHA256RNDS2 runs two rounds on the state split as ABEF (A in the top dword) and CDGH, with
 * W_t + K_t for the two rounds in the low half of its third operand; after two rounds the old
 * ABEF is the new CDGH, so two registers alternate. The schedule runs four words at a time:
 * W[t..t+3] = MSG2(MSG1(W[t-16..t-13], W[t-12..t-9]) + W[t-7..t-4], W[t-4..t-1]), MSG1 adding
 * sigma0 of the next words, MSG2 sigma1 of the last two (FIPS 180-4 §6.2.2 step 1). */
#include "hash/sha256.h"

#if defined(ECB_SHA256_SHANI_BUILD)
#include <immintrin.h>

#include "util/target_sha_begin.h"

/* Four rounds 4g .. 4g + 3 with the schedule words m (W[4g] in the low dword). */
static inline void four_rounds(__m128i *abef, __m128i *cdgh, __m128i m, int g) {
    __m128i wk = _mm_add_epi32(m, _mm_loadu_si128((const __m128i *)&ecb_sha256_k[4 * g]));
    *cdgh = _mm_sha256rnds2_epu32(*cdgh, *abef, wk); /* now ABEF after rounds 4g, 4g + 1 */
    wk = _mm_shuffle_epi32(wk, 0x0e);                /* the upper two words down */
    *abef = _mm_sha256rnds2_epu32(*abef, *cdgh, wk);
}

void ecb_sha256_blocks_shani(uint32_t h[8], const uint8_t *blocks, size_t n) {
    /* big-endian words: reverse the bytes of each dword */
    const __m128i bswap = _mm_set_epi8(12, 13, 14, 15, 8, 9, 10, 11, 4, 5, 6, 7, 0, 1, 2, 3);
    __m128i abcd = _mm_loadu_si128((const __m128i *)&h[0]); /* A in the low dword */
    __m128i efgh = _mm_loadu_si128((const __m128i *)&h[4]);
    abcd = _mm_shuffle_epi32(abcd, 0xb1);             /* B A D C */
    efgh = _mm_shuffle_epi32(efgh, 0x1b);             /* H G F E */
    __m128i abef = _mm_alignr_epi8(abcd, efgh, 8);    /* F E B A */
    __m128i cdgh = _mm_blend_epi16(efgh, abcd, 0xf0); /* H G D C */
    for (size_t i = 0; i < n; i++) {
        const uint8_t *block = blocks + 64 * i;
        __m128i abef0 = abef, cdgh0 = cdgh, m[4];
        for (int g = 0; g < 4; g++) {
            m[g] = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(block + 16 * g)), bswap);
            four_rounds(&abef, &cdgh, m[g], g);
        }
        for (int g = 4; g < 16; g++) {
            /* m[g % 4] holds W[4(g - 4) ..]; the previous groups sit at (g - 3) % 4 .. */
            __m128i w16 = m[g % 4], w12 = m[(g + 1) % 4], w8 = m[(g + 2) % 4], w4 = m[(g + 3) % 4];
            __m128i t = _mm_add_epi32(_mm_sha256msg1_epu32(w16, w12), _mm_alignr_epi8(w4, w8, 4));
            m[g % 4] = _mm_sha256msg2_epu32(t, w4);
            four_rounds(&abef, &cdgh, m[g % 4], g);
        }
        abef = _mm_add_epi32(abef, abef0);
        cdgh = _mm_add_epi32(cdgh, cdgh0);
    }
    __m128i t = _mm_shuffle_epi32(abef, 0x1b);                          /* A B E F */
    cdgh = _mm_shuffle_epi32(cdgh, 0xb1);                               /* G H C D */
    _mm_storeu_si128((__m128i *)&h[0], _mm_blend_epi16(t, cdgh, 0xf0)); /* A B C D */
    _mm_storeu_si128((__m128i *)&h[4], _mm_alignr_epi8(cdgh, t, 8));    /* E F G H */
}
#include "util/target_sha_end.h"
#endif
