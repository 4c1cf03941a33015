/* libFuzzer target: fp381 decoding. Canonical inputs (< p) must decode and re-encode byte for
 * byte; all others must give ECB_ERR_NON_CANONICAL. Decoded elements also go through the
 * kernels: the MULX/ADX and portable products agree, a * a^-1 = 1, and a square root, when
 * one is reported, squares back to a. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "field/bls12/fp381.h"
#include "util/cpu.h"

static const uint8_t p_be[48] = {
    0x1a, 0x01, 0x11, 0xea, 0x39, 0x7f, 0xe6, 0x9a, 0x4b, 0x1b, 0xa7, 0xb6, 0x43, 0x4b, 0xac, 0xd7,
    0x64, 0x77, 0x4b, 0x84, 0xf3, 0x85, 0x12, 0xbf, 0x67, 0x30, 0xd2, 0xa0, 0xf6, 0xb0, 0xf6, 0x24,
    0x1e, 0xab, 0xff, 0xfe, 0xb1, 0x53, 0xff, 0xff, 0xb9, 0xfe, 0xff, 0xff, 0xff, 0xff, 0xaa, 0xab};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 48) return 0;
    fp381 a, b, c, one;
    uint8_t out[48];
    ecb_status st = fp381_decode(&a, data);
    int canonical = memcmp(data, p_be, 48) < 0;
    if ((st == ECB_OK) != canonical) abort();
    if (st != ECB_OK) {
        if (st != ECB_ERR_NON_CANONICAL || !fp381_is_zero(&a)) abort();
        return 0;
    }
    fp381_encode(out, &a);
    if (memcmp(out, data, 48) != 0) abort();
    fp381_mul_portable(&b, &a, &a);
#if ECB_FP_HAVE_ADX
    if (ecb_cpu_has_mulx_adx()) {
        fp381_mul_adx(&c, &a, &a);
        if (!fp381_equal(&b, &c)) abort();
    }
#endif
    fp381_one(&one);
    fp381_inv(&b, &a);
    fp381_mul(&c, &a, &b);
    if (fp381_equal(&c, &one) == fp381_is_zero(&a)) abort();
    if (fp381_sqrt(&b, &a)) {
        fp381_sqr(&c, &b);
        if (!fp381_equal(&c, &a)) abort();
    }
    return 0;
}
