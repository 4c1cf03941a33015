/* The scalar recoders every MSM shares, checked against the integers they encode:
 * - Pippenger's window count msm_pippenger_windows(b, c) is sufficient and minimal for Booth
 *   digits (c W >= b + 1 > c (W - 1)) for every b <= 256 and c <= 20, the Booth digits
 *   msm_booth_digit sum back to the scalar at that count, and msm_pippenger_buckets bounds each
 *   window's digits. (Many-MSM once computed W = floor((b + 1) / c) + 1, one window too many
 *   whenever c divides b + 1; minimality catches that.)
 * - The one wNAF recoder (field/scalar_wnaf.h): the dense and sparse forms agree with each
 *   other, with the textbook borrow/carry recoding (the loop the group and many-MSM layers
 *   used to carry) and with sc25519_wnaf_var, and their digits are odd, bounded, w apart and
 *   sum back to the scalar. */
#include "testlib.h"

#include "field/ristretto255/scalar25519.h"
#include "field/scalar_wnaf.h"
#include "msm/plan/msm_plan.h"

/* ---- signed integers of 6 limbs, two's complement (enough for 2^(b + c) with c <= 20) ---- */

typedef struct {
    uint64_t v[6];
} big;

static void big_shl_add(big *a, unsigned s, int64_t d) { /* a = a 2^s + d, s < 64 */
    if (s > 0)
        for (int i = 5; i >= 0; i--)
            a->v[i] = (a->v[i] << s) | (i > 0 ? a->v[i - 1] >> (64 - s) : 0);
    uint64_t add = (uint64_t)d, ext = d < 0 ? ~(uint64_t)0 : 0, carry = 0;
    for (int i = 0; i < 6; i++) {
        uint64_t x = i == 0 ? add : ext;
        unsigned __int128 t = (unsigned __int128)a->v[i] + x + carry;
        a->v[i] = (uint64_t)t;
        carry = (uint64_t)(t >> 64);
    }
}

static int big_equals(const big *a, const uint64_t k[4]) {
    return a->v[0] == k[0] && a->v[1] == k[1] && a->v[2] == k[2] && a->v[3] == k[3] &&
           a->v[4] == 0 && a->v[5] == 0;
}

/* A random b-bit scalar with bit b - 1 set (b in 1..256). */
static void random_bits(uint64_t k[4], unsigned b) {
    tl_random(k, 4 * sizeof k[0]);
    for (unsigned i = 0; i < 4; i++) {
        if (b <= 64 * i)
            k[i] = 0;
        else if (b < 64 * (i + 1))
            k[i] &= ((uint64_t)1 << (b - 64 * i)) - 1;
    }
    k[(b - 1) / 64] |= (uint64_t)1 << ((b - 1) % 64);
}

static void all_ones(uint64_t k[4], unsigned b) {
    for (unsigned i = 0; i < 4; i++)
        k[i] = b >= 64 * (i + 1) ? ~(uint64_t)0
               : b > 64 * i      ? ((uint64_t)1 << (b - 64 * i)) - 1
                                 : 0;
}

/* ---- Booth digits and the window count -------------------------------------------------- */

static int32_t digit_lo, digit_hi; /* extremes seen at the current c */

static void check_booth(const uint64_t k[4], unsigned b, unsigned c) {
    unsigned W = msm_pippenger_windows(b, c);
    big acc = {{0}};
    int ok = 1;
    for (unsigned j = W; j-- > 0;) {
        int32_t d = msm_booth_digit(k, 4, c, j);
        size_t buckets = msm_pippenger_buckets(b, c, j);
        ok &= (size_t)(d < 0 ? -d : d) <= buckets;
        if (d < digit_lo) digit_lo = d;
        if (d > digit_hi) digit_hi = d;
        big_shl_add(&acc, c, d);
    }
    ok &= big_equals(&acc, k);
    CHECK(ok);
    if (!ok) fprintf(stderr, "  booth b=%u c=%u W=%u\n", b, c, W);
}

static void test_windows(void) {
    for (unsigned c = 1; c <= 20; c++) {
        digit_lo = digit_hi = 0;
        for (unsigned b = 1; b <= 256; b++) {
            unsigned W = msm_pippenger_windows(b, c);
            /* sufficient: bit cW - 1 is above the scalar; minimal: one window fewer is not */
            int ok = c * W >= b + 1 && c * (W - 1) < b + 1;
            CHECK(ok);
            if (!ok) fprintf(stderr, "  windows b=%u c=%u: W=%u\n", b, c, W);
            uint64_t k[4];
            all_ones(k, b);
            check_booth(k, b, c);
            for (int r = 0; r < 3; r++) {
                random_bits(k, b);
                check_booth(k, b, c);
            }
        }
        /* the full digit range [-2^(c-1), 2^(c-1)] is reached: at c = 16 a digit is 32768,
         * which an int16 digit array cannot hold */
        if (c >= 2) {
            uint64_t k[4] = {0, 0, 0, 0};
            k[0] = ((uint64_t)1 << (2 * c - 1)) - ((uint64_t)1 << c); /* window 1: 0 1...1 */
            k[0] |= (uint64_t)1 << (c - 1);                           /* carry into window 1 */
            CHECK(msm_booth_digit(k, 4, c, 1) == (int32_t)1 << (c - 1));
            check_booth(k, 2 * c, c);
            k[0] = (uint64_t)1 << (c - 1); /* window 0: 1 0...0, lower bits none */
            CHECK(msm_booth_digit(k, 4, c, 0) == -((int32_t)1 << (c - 1)));
        }
        CHECK(digit_hi <= (int32_t)1 << (c - 1) && digit_lo >= -((int32_t)1 << (c - 1)));
    }
    /* the drift it guards: b = 255 (BLS12-381 scalars) and b = 127 (threshold decryption)
     * with c | b + 1 need exactly (b + 1) / c windows */
    CHECK(msm_pippenger_windows(255, 16) == 16);
    CHECK(msm_pippenger_windows(255, 8) == 32);
    CHECK(msm_pippenger_windows(127, 8) == 16);
    CHECK(msm_pippenger_windows(127, 16) == 8);
    CHECK(msm_pippenger_windows(253, 13) == 20);
}

/* ---- wNAF -------------------------------------------------------------------------------- */

/* The textbook recoding (Solinas 2000): while k != 0, an odd k gives the digit k mods 2^w and
 * k -= digit; k /= 2. Returns the number of digits up to the last non-zero one. */
static unsigned ref_wnaf(int8_t digits[260], const uint64_t k[4], unsigned w) {
    uint64_t t[5] = {k[0], k[1], k[2], k[3], 0};
    const int64_t full = (int64_t)1 << w, half = full / 2;
    unsigned n = 0, len = 0;
    memset(digits, 0, 260);
    while (t[0] | t[1] | t[2] | t[3] | t[4]) {
        int64_t d = 0;
        if (t[0] & 1) {
            d = (int64_t)(t[0] & (uint64_t)(full - 1));
            if (d >= half) d -= full;
            big x = {{t[0], t[1], t[2], t[3], t[4], 0}};
            big_shl_add(&x, 0, -d);
            memcpy(t, x.v, sizeof t);
            len = n + 1;
        }
        digits[n++] = (int8_t)d;
        for (int i = 0; i < 4; i++)
            t[i] = (t[i] >> 1) | (t[i + 1] << 63);
        t[4] >>= 1;
    }
    return len;
}

/* Digits odd, |d| < 2^(w-1), at most one non-zero in any w consecutive, sum d_i 2^i = k. */
static int wnaf_valid(const int8_t *digits, unsigned len, const uint64_t k[4], unsigned w) {
    big acc = {{0}};
    unsigned last = 0;
    int seen = 0;
    for (unsigned i = len; i-- > 0;) {
        int d = digits[i];
        if (d != 0) {
            if ((d & 1) == 0 || d >= 1 << (w - 1) || d <= -(1 << (w - 1))) return 0;
            if (seen && last - i < w) return 0;
            last = i;
            seen = 1;
        }
        big_shl_add(&acc, 1, d);
    }
    return big_equals(&acc, k) && (len == 0 || digits[len - 1] != 0);
}

static void check_wnaf(const uint64_t k[4], unsigned w) {
    int8_t dense[260], ref[260];
    unsigned len = scalar_wnaf(dense, 257, k, 4, 256, w);
    unsigned rlen = ref_wnaf(ref, k, w);
    int ok = len == rlen && memcmp(dense, ref, 257) == 0 && wnaf_valid(dense, len, k, w);
    /* the sparse form: the same digits as (position, digit) pairs */
    uint16_t pos[SCALAR_WNAF_MAX_BITS / 2 + 2];
    int8_t dig[SCALAR_WNAF_MAX_BITS / 2 + 2];
    unsigned m = scalar_wnaf_sparse(pos, dig, k, 4, 256, w), nz = 0;
    ok &= m <= scalar_wnaf_cap(256, w);
    for (unsigned i = 0; i < 257; i++)
        nz += dense[i] != 0;
    ok &= m == nz;
    for (unsigned i = 0; i < m && ok; i++)
        ok &= dense[pos[i]] == dig[i];
    /* sc25519_wnaf_var: positions 0..255, the index of the top digit */
    if (k[3] >> 63 == 0) {
        int8_t naf[256];
        sc25519 s = {{k[0], k[1], k[2], k[3]}};
        int top = sc25519_wnaf_var(naf, &s, w);
        ok &= top == (int)len - 1 && memcmp(naf, ref, 256) == 0;
    }
    CHECK(ok);
    if (!ok)
        fprintf(stderr, "  wnaf w=%u k=%016llx%016llx%016llx%016llx\n", w, (unsigned long long)k[3],
                (unsigned long long)k[2], (unsigned long long)k[1], (unsigned long long)k[0]);
}

static void test_wnaf(void) {
    static const uint64_t r381[4] = {0xffffffff00000001ULL, 0x53bda402fffe5bfeULL,
                                     0x3339d80809a1d805ULL, 0x73eda753299d7d48ULL};
    for (unsigned w = 2; w <= SCALAR_WNAF_MAX_W; w++) {
        uint64_t k[4] = {0, 0, 0, 0};
        check_wnaf(k, w); /* zero: no digits */
        k[0] = 1;
        check_wnaf(k, w);
        uint64_t rm1[4] = {r381[0] - 1, r381[1], r381[2], r381[3]};
        check_wnaf(rm1, w);
        for (unsigned b = 1; b <= 256; b++) {
            uint64_t p[4] = {0, 0, 0, 0}, q[4];
            all_ones(q, b); /* 2^b - 1: a carry runs to the top */
            check_wnaf(q, w);
            p[(b - 1) / 64] = (uint64_t)1 << ((b - 1) % 64); /* 2^(b-1) */
            check_wnaf(p, w);
            p[0] |= 1; /* 2^(b-1) + 1 */
            check_wnaf(p, w);
            random_bits(q, b);
            check_wnaf(q, w);
        }
    }
}

int main(void) {
    tl_init();
    test_windows();
    test_wnaf();
    return tl_finish("test_msm_digits");
}
