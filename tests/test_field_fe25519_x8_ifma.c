/* The eight-lane field's canonical form and predicates (fe8_canonical, fe8_isnegative,
 * fe8_iszero, fe8_equal of field/ristretto255/fe25519_x8_ifma.h) against the scalar fe25519 code (tobytes,
 * isnegative, iszero, equal), lane by lane, on the values where a carry goes wrong:
 *   the boundaries 0, 1, 2^204 - 1, p - 1, p, p + 1 .. 2^255 - 1 and 2p;
 *   values whose low 204 bits are 2^204 - 19 or more (four limbs that overflow when 19 is
 *   added: fe8_canonical's q carries through them), under every top limb tried;
 *   the same values in redundant limbs (a limb above 2^51 borrowing from the next, 2p and its
 *   neighbours limb-wise, limbs just below 2^52: past the reduced bound of fe25519_x8_ifma.h, within
 *   what the two carry passes take), and the sums and differences of them as fe8_add and
 *   fe8_sub leave them.
 * The canonical limbs must each be below 2^51 and pack to fe25519_tobytes's bytes; every value
 * runs in every lane. Skipped (exit 77) where the build or the CPU lacks AVX-512 IFMA. */
#include "testlib.h"

#include "field/ristretto255/fe25519.h"
#include "field/ristretto255/fe25519_x8_ifma.h"
#include "util/cpu.h"

#define TEST_SKIPPED 77

#if defined(ECB_CPU_IFMA_BUILD)

#define M51 FE25519_MASK51
#define MAX_VALUES 256

/* The limbs of a 255-bit value given as four little-endian words (bit 255 clear). */
static fe25519 from_words(const uint64_t w[4]) {
    fe25519 f;
    for (int i = 0; i < 5; i++) {
        unsigned bit = 51u * (unsigned)i, word = bit / 64, sh = bit % 64;
        uint64_t v = w[word] >> sh;
        if (sh > 13 && word < 3) v |= w[word + 1] << (64 - sh);
        f.v[i] = v & M51;
    }
    return f;
}

/* 32 little-endian bytes of limbs that are each below 2^51 (else 0 and a failed check). */
static int pack(uint8_t out[32], const fe25519 *f) {
    uint64_t w[4] = {0};
    for (int i = 0; i < 5; i++) {
        if (f->v[i] > M51) return 0;
        unsigned bit = 51u * (unsigned)i, word = bit / 64, sh = bit % 64;
        w[word] |= f->v[i] << sh;
        if (sh > 13 && word < 3) w[word + 1] |= f->v[i] >> (64 - sh);
    }
    for (int i = 0; i < 32; i++)
        out[i] = (uint8_t)(w[i / 8] >> (8 * (i % 8)));
    return 1;
}

static size_t add_value(fe25519 *v, size_t count, fe25519 f) {
    if (count < MAX_VALUES) v[count++] = f;
    return count;
}

/* The test values (see the top of the file); returns their number. */
static size_t make_values(fe25519 *v) {
    size_t count = 0;
    const uint64_t low204_top[4] = {~0ull, ~0ull, ~0ull, 0xfffull}; /* 2^204 - 1 */
    const uint64_t lo19[4] = {~0ull - 18, ~0ull, ~0ull, 0xfffull};  /* 2^204 - 19 */
    /* 0, 1, 19, 2^51, 2^204 - 20, 2^204 - 1, 2^204 */
    count = add_value(v, count, (fe25519){{0, 0, 0, 0, 0}});
    count = add_value(v, count, (fe25519){{1, 0, 0, 0, 0}});
    count = add_value(v, count, (fe25519){{19, 0, 0, 0, 0}});
    count = add_value(v, count, (fe25519){{0, 1, 0, 0, 0}});
    count = add_value(v, count, (fe25519){{M51 - 19, M51, M51, M51, 0}});
    count = add_value(v, count, from_words(low204_top));
    count = add_value(v, count, (fe25519){{0, 0, 0, 0, 1}});
    /* p - 1, p, p + 1 .. p + 18 = 2^255 - 1 */
    for (uint64_t j = 0; j <= 19; j++)
        count = add_value(v, count, (fe25519){{M51 - 19 + j, M51, M51, M51, M51}});
    /* low 204 bits 2^204 - 19 + j for j < 19 (and 2^204 - 1) under top limbs 0, 1, random and
     * 2^51 - 1 (the last gives p .. 2^255 - 1 again) */
    uint64_t tops[6] = {0, 1, 0, 0, M51 - 1, M51};
    tl_random(&tops[2], sizeof tops[2] * 2);
    for (int t = 0; t < 6; t++) {
        for (uint64_t j = 0; j < 19; j += (t == 5 ? 1 : 3)) {
            fe25519 f = from_words(lo19);
            f.v[0] += j;
            f.v[4] = tops[t] & M51;
            count = add_value(v, count, f);
        }
        fe25519 f = from_words(low204_top);
        f.v[4] = tops[t] & M51;
        count = add_value(v, count, f);
    }
    /* redundant limbs: p and 2^255 - 1 with limb 0 above 2^51, 2p, 2p +- 1, 2p + 18 limb-wise
     * (fe8_sub's bias), and every limb 2^52 - 1 */
    count = add_value(v, count, (fe25519){{(1ull << 51) + M51 - 18, M51 - 1, M51, M51, M51}});
    count = add_value(v, count, (fe25519){{(1ull << 51) + M51, M51 - 1, M51, M51, M51}});
    for (uint64_t j = 0; j < 4; j++) {
        static const int64_t off[4] = {0, -1, 1, 18};
        uint64_t l0 = (1ull << 52) - 38 + (uint64_t)off[j];
        const uint64_t li = (1ull << 52) - 2;
        count = add_value(v, count, (fe25519){{l0, li, li, li, li}});
    }
    const uint64_t t52 = (1ull << 52) - 1;
    count = add_value(v, count, (fe25519){{t52, t52, t52, t52, t52}});
    /* a few random values below 2^255 */
    for (int i = 0; i < 8; i++) {
        uint64_t w[4];
        tl_random(w, sizeof w);
        w[3] &= 0x7fffffffffffffffull;
        count = add_value(v, count, from_words(w));
    }
    return count;
}

/* The tests of the lanes, compiled for AVX-512 IFMA (run only at the ifma level). */
#include "util/target_ifma_begin.h"

/* Eight lanes with the limbs as given (no carry: the raw forms reach fe8_canonical). */
static void load_raw(fe8 *h, const fe25519 in[8]) {
    for (int i = 0; i < 5; i++) {
        uint64_t lane[8];
        for (int k = 0; k < 8; k++)
            lane[k] = in[k].v[i];
        h->l[i] = _mm512_loadu_si512((const void *)lane);
    }
}

static void store_raw(fe25519 out[8], const fe8 *f) {
    for (int i = 0; i < 5; i++) {
        uint64_t lane[8];
        _mm512_storeu_si512((void *)lane, f->l[i]);
        for (int k = 0; k < 8; k++)
            out[k].v[i] = lane[k];
    }
}

/* The checks of one lane vector f whose lane k holds the value of want[k]. */
static void check_lanes(const fe8 *f, const fe25519 want[8]) {
    fe8 c;
    fe25519 got[8];
    fe8_canonical(&c, f);
    store_raw(got, &c);
    __mmask8 neg = fe8_isnegative(f), zero = fe8_iszero(f);
    for (int k = 0; k < 8; k++) {
        uint8_t a[32], b[32];
        fe25519_tobytes(b, &want[k]);
        CHECK(pack(a, &got[k]));
        CHECK_MEM(a, b, 32);
        CHECK(((neg >> k) & 1) == fe25519_isnegative(&want[k]));
        CHECK(((zero >> k) & 1) == fe25519_iszero(&want[k]));
    }
}

/* Every value in every lane: lane k of round r holds value (r + k) mod count. */
static void raw_values(const fe25519 *v, size_t count) {
    for (size_t r = 0; r < count; r++) {
        fe25519 in[8];
        fe8 f;
        for (int k = 0; k < 8; k++)
            in[k] = v[(r + (size_t)k) % count];
        load_raw(&f, in);
        check_lanes(&f, in);
    }
}

/* fe8_add and fe8_sub of value pairs (the reduced forms the kernels hand to the predicates),
 * and fe8_equal against fe25519_equal. Inputs stay within the reduced bound: the values whose
 * limbs are below 2^51 + 2^17. */
static void sums_and_differences(const fe25519 *v, size_t count) {
    fe25519 ok[MAX_VALUES];
    size_t n = 0;
    for (size_t i = 0; i < count; i++) {
        int reduced = 1;
        for (int l = 0; l < 5; l++)
            reduced &= v[i].v[l] < (1ull << 51) + (1ull << 17);
        if (reduced) ok[n++] = v[i];
    }
    for (size_t r = 0; r < n; r++)
        for (size_t step = 1; step < n; step += 7) {
            fe25519 a[8], b[8], sum[8], diff[8];
            fe8 fa, fb, fs, fd;
            for (int k = 0; k < 8; k++) {
                a[k] = ok[(r + (size_t)k) % n];
                b[k] = ok[(r + (size_t)k * step) % n];
                fe25519_add(&sum[k], &a[k], &b[k]);
                fe25519_sub(&diff[k], &a[k], &b[k]);
            }
            load_raw(&fa, a);
            load_raw(&fb, b);
            fe8_add(&fs, &fa, &fb);
            fe8_sub(&fd, &fa, &fb);
            check_lanes(&fs, sum);
            check_lanes(&fd, diff);
            __mmask8 eq = fe8_equal(&fa, &fb);
            for (int k = 0; k < 8; k++)
                CHECK(((eq >> k) & 1) == fe25519_equal(&a[k], &b[k]));
        }
}

/* Values equal mod p in other limbs: p and 0, 2^255 - 1 and 18, p + 1 and 1. */
static void equal_forms(void) {
    const fe25519 a[8] = {{{M51 - 18, M51, M51, M51, M51}},
                          {{M51, M51, M51, M51, M51}},
                          {{M51 - 17, M51, M51, M51, M51}},
                          {{0, 0, 0, 0, 0}},
                          {{18, 0, 0, 0, 0}},
                          {{1, 0, 0, 0, 0}},
                          {{M51 - 19, M51, M51, M51, M51}},
                          {{M51 - 18, M51, M51, M51, M51}}};
    const fe25519 b[8] = {{{0, 0, 0, 0, 0}},
                          {{18, 0, 0, 0, 0}},
                          {{1, 0, 0, 0, 0}},
                          {{M51 - 18, M51, M51, M51, M51}},
                          {{M51, M51, M51, M51, M51}},
                          {{M51 - 17, M51, M51, M51, M51}},
                          {{M51 - 18, M51, M51, M51, M51}},
                          {{M51 - 19, M51, M51, M51, M51}}};
    fe8 fa, fb;
    load_raw(&fa, a);
    load_raw(&fb, b);
    CHECK(fe8_equal(&fa, &fb) == 0x3f); /* the last two differ by one */
}

static void run(void) {
    static fe25519 v[MAX_VALUES];
    size_t count = make_values(v);
    CHECK(count < MAX_VALUES);
    raw_values(v, count);
    sums_and_differences(v, count);
    equal_forms();
}

#include "util/target_ifma_end.h"
#endif

int main(void) {
    tl_init();
#if defined(ECB_CPU_IFMA_BUILD)
    if (!ecb_cpu_has_ifma()) {
        printf("test_field_fe25519_x8_ifma: skipped: this CPU (or ECBATCH_CPU) has no AVX512F + "
               "AVX512VL + AVX512IFMA\n");
        return TEST_SKIPPED;
    }
    run();
    return tl_finish("test_field_fe25519_x8_ifma");
#else
    printf("test_field_fe25519_x8_ifma: skipped: the eight-lane field is built only for x86-64\n");
    return TEST_SKIPPED;
#endif
}
