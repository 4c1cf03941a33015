/* The KZG trusted setup (include/ecbatch/kzg.h): the mainnet setup of ../shared/vectors/kzg loaded
 * from its text and from bytes, the domain (bit-reversed roots of unity: w^4096 = 1, w^2048 != 1,
 * the order), the Lagrange points' order (the constant 1 commits to G1, the polynomial x to
 * [s]G1), and every wrong input with its status: counts, tokens, lengths, sizes, threads, points
 * off the curve or outside the subgroup, setups whose first monomial points are not the
 * generators, and setups of valid points that do not belong to one secret. */
#include <ctype.h>

#include "testlib.h"

#include "ecbatch/kzg.h"
#include "ecbatch/msm.h"
#include "ecbatch/pairing.h"
#include "kzg/kzg_internal.h"

/* The setup file's text, read once. */
static char *setup_text;
static size_t setup_len;

static int read_setup_text(void) {
    FILE *f = fopen(tl_vector_path("kzg/trusted_setup.txt"), "rb");
    if (f == NULL) return -1;
    setup_text = malloc(ECB_KZG_SETUP_TEXT_MAX_BYTES);
    setup_len = setup_text == NULL ? 0 : fread(setup_text, 1, ECB_KZG_SETUP_TEXT_MAX_BYTES, f);
    fclose(f);
    return setup_len > 0 ? 0 : -1;
}

/* The offset in the text of point k's token (k counts every point, Lagrange G1 first, then G2,
 * then monomial G1): the file's lines are the two counts, then one point a line. */
static size_t token_offset(size_t k) {
    size_t line = 0, at = 0;
    while (line < k + 2 && at < setup_len)
        if (setup_text[at++] == '\n') line++;
    return at;
}

/* One replacement in the text: the len bytes at `at` become the wlen bytes of `with`. */
typedef struct text_edit {
    size_t at, len;
    const char *with;
    size_t wlen;
} text_edit;

/* Loads a copy of the text with the n edits made (in increasing order of `at`, apart). */
static ecb_status load_edits(const text_edit *e, size_t n) {
    char *t = malloc(setup_len + 4096);
    size_t from = 0, to = 0;
    for (size_t i = 0; i < n; i++) {
        memcpy(t + to, setup_text + from, e[i].at - from);
        to += e[i].at - from;
        memcpy(t + to, e[i].with, e[i].wlen);
        to += e[i].wlen;
        from = e[i].at + e[i].len;
    }
    memcpy(t + to, setup_text + from, setup_len - from);
    to += setup_len - from;
    ecb_kzg_settings *s = (ecb_kzg_settings *)1;
    ecb_status st = ecb_kzg_settings_load_text(&s, t, to, 2);
    CHECK((st == ECB_OK) == (s != NULL));
    ecb_kzg_settings_free(s);
    free(t);
    return st;
}

static ecb_status load_edited(size_t at, size_t len, const char *with, size_t wlen) {
    text_edit e = {at, len, with, wlen};
    return load_edits(&e, 1);
}

/* Hex of a G1 (size 48) or G2 (96) encoding whose x is off the curve (want NOT_ON_CURVE) or on
 * it but outside the subgroup (NOT_IN_SUBGROUP): the compressed generator's x stepped until the
 * decoder says so. */
static void find_bad_point(char *hex, size_t size, ecb_status want) {
    uint8_t enc[96];
    if (size == 48) {
        ecb_bls12_381_g1 g;
        ecb_bls12_381_g1_generator(&g);
        ecb_bls12_381_g1_encode(enc, &g);
    } else {
        ecb_bls12_381_g2 g;
        ecb_bls12_381_g2_generator(&g);
        ecb_bls12_381_g2_encode(enc, &g);
    }
    for (int step = 0; step < 1000; step++) {
        enc[size - 1]++;
        ecb_status st;
        if (size == 48) {
            ecb_bls12_381_g1 p;
            st = ecb_bls12_381_g1_decode(&p, enc);
        } else {
            ecb_bls12_381_g2 p;
            st = ecb_bls12_381_g2_decode(&p, enc);
        }
        if (st == want) break;
    }
    sodium_bin2hex(hex, 2 * size + 1, enc, size);
}

static void test_domain(void) {
    static fr381 roots[KZG_N];
    CHECK(kzg_roots_of_unity_brp(roots) == ECB_OK);
    fr381 one, w, t, power;
    fr381_one(&one);
    CHECK(fr381_equal(&roots[0], &one));
    w = roots[kzg_reverse_bits(1)]; /* = roots[2048] */
    CHECK(kzg_reverse_bits(1) == 2048 && kzg_reverse_bits(4095) == 4095);
    t = w;
    for (int i = 0; i < 11; i++)
        fr381_sqr(&t, &t);
    CHECK(!fr381_equal(&t, &one)); /* w^2048 != 1 */
    fr381_neg(&power, &one);
    CHECK(fr381_equal(&t, &power)); /* ... it is -1 */
    fr381_sqr(&t, &t);
    CHECK(fr381_equal(&t, &one)); /* w^4096 = 1 */
    /* every entry is w^i at position reverse_bits(i), and w^4096 comes back to 1 */
    int order_ok = 1;
    power = one;
    for (size_t i = 0; i < KZG_N; i++) {
        order_ok &= fr381_equal(&roots[kzg_reverse_bits(i)], &power);
        fr381_mul(&power, &power, &w);
    }
    CHECK(order_ok);
    CHECK(fr381_equal(&power, &one));
}

/* The loaded Lagrange points in the order the spec wants: sum_i 1 L_i = [1]G1, and the
 * evaluations of x over the bit-reversed domain commit to [s]G1, the second monomial point. */
static void test_lagrange_order(const ecb_kzg_settings *s) {
    static ecb_bls12_381_scalar k[KZG_N];
    ecb_bls12_381_g1 got, want;
    for (size_t i = 0; i < KZG_N; i++)
        ecb_bls12_381_scalar_from_u64(&k[i], 1);
    CHECK(ecb_msm_bls12_381_g1_var(&got, s->g1_lagrange_brp, k, KZG_N, NULL) == ECB_OK);
    ecb_bls12_381_g1_generator(&want);
    CHECK(ecb_bls12_381_g1_equal(&got, &want));
    kzg_to_scalars(k, s->roots_brp, KZG_N);
    CHECK(ecb_msm_bls12_381_g1_var(&got, s->g1_lagrange_brp, k, KZG_N, NULL) == ECB_OK);
    ecb_bls12_381_g1_from_affine(&want, &s->g1_monomial[1]);
    CHECK(ecb_bls12_381_g1_equal(&got, &want));
}

/* The bytes the text holds, for the byte loader. */
static void setup_bytes(uint8_t *lagrange, uint8_t *g2, uint8_t *monomial) {
    for (size_t k = 0; k < 2 * KZG_N + ECB_KZG_SETUP_G2_POINTS; k++) {
        size_t at = token_offset(k);
        size_t size = k < KZG_N || k >= KZG_N + ECB_KZG_SETUP_G2_POINTS ? 48 : 96;
        uint8_t *dst = k < KZG_N ? lagrange + 48 * k
                       : k < KZG_N + ECB_KZG_SETUP_G2_POINTS
                           ? g2 + 96 * (k - KZG_N)
                           : monomial + 48 * (k - KZG_N - ECB_KZG_SETUP_G2_POINTS);
        size_t bin_len = 0;
        sodium_hex2bin(dst, size, setup_text + at, 2 * size, NULL, &bin_len, NULL);
        if (bin_len != size) CHECK(0);
    }
}

static void test_bytes(void) {
    static uint8_t lagrange[ECB_KZG_SETUP_G1_BYTES], g2[ECB_KZG_SETUP_G2_BYTES],
        monomial[ECB_KZG_SETUP_G1_BYTES];
    setup_bytes(lagrange, g2, monomial);
    ecb_kzg_settings *s = NULL;
    const size_t G1 = ECB_KZG_SETUP_G1_BYTES, G2 = ECB_KZG_SETUP_G2_BYTES;
    CHECK(ecb_kzg_settings_load(&s, lagrange, G1, g2, G2, monomial, G1, 0) == ECB_OK);
    CHECK(s != NULL);
    if (s != NULL) test_lagrange_order(s);
    ecb_kzg_settings_free(s);
    CHECK(ecb_kzg_settings_load(NULL, lagrange, G1, g2, G2, monomial, G1, 0) ==
          ECB_ERR_NULL_POINTER);
    CHECK(ecb_kzg_settings_load(&s, NULL, G1, g2, G2, monomial, G1, 0) == ECB_ERR_NULL_POINTER);
    CHECK(s == NULL);
    CHECK(ecb_kzg_settings_load(&s, lagrange, G1, NULL, G2, monomial, G1, 0) ==
          ECB_ERR_NULL_POINTER);
    CHECK(ecb_kzg_settings_load(&s, lagrange, G1, g2, G2, NULL, G1, 0) == ECB_ERR_NULL_POINTER);
    /* exact lengths only: one point more or one byte less */
    CHECK(ecb_kzg_settings_load(&s, lagrange, G1 - 1, g2, G2, monomial, G1, 0) == ECB_ERR_LENGTH);
    CHECK(ecb_kzg_settings_load(&s, lagrange, G1, g2, G2 + 96, monomial, G1, 0) == ECB_ERR_LENGTH);
    CHECK(ecb_kzg_settings_load(&s, lagrange, G1, g2, G2, monomial, G1 + 48, 0) == ECB_ERR_LENGTH);
    CHECK(ecb_kzg_settings_load(&s, lagrange, G1, g2, G2, monomial, G1, 257) ==
          ECB_ERR_INVALID_ARGUMENT);
    /* a point's flags broken in the bytes: the decoder's status, nothing loaded */
    uint8_t saved[48];
    memcpy(saved, lagrange + 48 * 7, 48);
    lagrange[48 * 7] ^= 0x80; /* compression flag cleared */
    CHECK(ecb_kzg_settings_load(&s, lagrange, G1, g2, G2, monomial, G1, 0) == ECB_ERR_BAD_FLAGS);
    CHECK(s == NULL);
    memcpy(lagrange + 48 * 7, saved, 48);
}

/* A setup of the secret s = 2 built here, its last G1 power [s^4095 + delta]G1 and the Lagrange
 * points made to agree with it (the coefficient of x^4095 in l_i is w_i / N), so that only the
 * check of the powers can refuse it: delta = 0 loads, delta = 1 does not. */
static ecb_status load_built_setup(uint64_t delta) {
    static uint8_t lagrange[ECB_KZG_SETUP_G1_BYTES], g2s[ECB_KZG_SETUP_G2_BYTES],
        monomial[ECB_KZG_SETUP_G1_BYTES];
    static fr381 roots[KZG_N];
    CHECK(kzg_roots_of_unity_brp(roots) == ECB_OK);
    fr381 sec, power, one, d, n_inv, sn, t, u;
    fr381_from_u64(&sec, 2);
    fr381_from_u64(&d, delta);
    fr381_from_u64(&n_inv, KZG_N);
    fr381_inv_var(&n_inv, &n_inv);
    fr381_one(&one);
    ecb_bls12_381_g1 g1, p;
    ecb_bls12_381_g2 g2, q;
    ecb_bls12_381_scalar k;
    ecb_bls12_381_g1_generator(&g1);
    ecb_bls12_381_g2_generator(&g2);
    power = one;
    for (size_t j = 0; j < KZG_N; j++) {
        t = power;
        if (j == KZG_N - 1) fr381_add(&t, &t, &d);
        kzg_to_scalars(&k, &t, 1);
        ecb_bls12_381_g1_mul_var(&p, &k, &g1);
        ecb_bls12_381_g1_encode(monomial + 48 * j, &p);
        if (j < ECB_KZG_SETUP_G2_POINTS) {
            ecb_bls12_381_g2_mul_var(&q, &k, &g2);
            ecb_bls12_381_g2_encode(g2s + 96 * j, &q);
        }
        fr381_mul(&power, &power, &sec);
    }
    /* power = s^N; l_i(s) = (s^N - 1) / N * w_i / (s - w_i), natural order i */
    fr381_sub(&sn, &power, &one);
    fr381_mul(&sn, &sn, &n_inv);
    for (size_t i = 0; i < KZG_N; i++) {
        const fr381 *w = &roots[kzg_reverse_bits(i)];
        fr381_sub(&t, &sec, w);
        fr381_inv_var(&t, &t);
        fr381_mul(&t, &t, w);
        fr381_mul(&t, &t, &sn);
        fr381_mul(&u, w, &n_inv);
        fr381_mul(&u, &u, &d);
        fr381_add(&t, &t, &u);
        kzg_to_scalars(&k, &t, 1);
        ecb_bls12_381_g1_mul_var(&p, &k, &g1);
        ecb_bls12_381_g1_encode(lagrange + 48 * i, &p);
    }
    ecb_kzg_settings *st_s = NULL;
    ecb_status st = ecb_kzg_settings_load(&st_s, lagrange, sizeof lagrange, g2s, sizeof g2s,
                                          monomial, sizeof monomial, 2);
    ecb_kzg_settings_free(st_s);
    return st;
}

static void test_text_errors(void) {
    /* counts */
    CHECK(load_edited(0, 4, "4097", 4) == ECB_ERR_SETUP_COUNT);
    CHECK(load_edited(0, 4, "99999999999999999999999", 23) == ECB_ERR_SETUP_COUNT);
    CHECK(load_edited(0, 4, "40x6", 4) == ECB_ERR_PARSE);
    CHECK(load_edited(5, 2, "64", 2) == ECB_ERR_SETUP_COUNT);
    CHECK(load_edited(5, 2, "-65", 3) == ECB_ERR_PARSE);
    /* tokens: a non-hex digit, a NUL, one digit short, one digit more, data after the end */
    size_t at = token_offset(3);
    CHECK(load_edited(at + 10, 1, "g", 1) == ECB_ERR_PARSE);
    CHECK(load_edited(at + 10, 1, "\0", 1) == ECB_ERR_PARSE);
    CHECK(load_edited(at, 1, "", 0) == ECB_ERR_PARSE);
    CHECK(load_edited(at, 0, "a", 1) == ECB_ERR_PARSE);
    CHECK(load_edited(setup_len, 0, "\n00", 3) == ECB_ERR_PARSE);
    /* what may vary, in one load: a count with a leading zero, whitespace of any kind between
     * tokens, upper-case hex, whitespace after the last point */
    char upper[96];
    for (size_t i = 0; i < 96; i++)
        upper[i] = (char)toupper((unsigned char)setup_text[at + i]);
    text_edit fine[] = {{0, 4, "04096", 5},
                        {at - 1, 1, " \t\r\n", 4},
                        {at, 96, upper, 96},
                        {setup_len, 0, "\n\n  ", 4}};
    CHECK(load_edits(fine, sizeof fine / sizeof fine[0]) == ECB_OK);
    /* a missing last point */
    size_t last = token_offset(2 * KZG_N + ECB_KZG_SETUP_G2_POINTS - 1);
    CHECK(load_edited(last, setup_len - last, "", 0) == ECB_ERR_PARSE);
    /* points: off the curve, outside G1, outside G2, in each part */
    char hex[193];
    find_bad_point(hex, 48, ECB_ERR_NOT_ON_CURVE);
    CHECK(load_edited(token_offset(5), 96, hex, 96) == ECB_ERR_NOT_ON_CURVE);
    find_bad_point(hex, 48, ECB_ERR_NOT_IN_SUBGROUP);
    CHECK(load_edited(token_offset(4095), 96, hex, 96) == ECB_ERR_NOT_IN_SUBGROUP);
    CHECK(load_edited(token_offset(KZG_N + 65 + 100), 96, hex, 96) == ECB_ERR_NOT_IN_SUBGROUP);
    find_bad_point(hex, 96, ECB_ERR_NOT_IN_SUBGROUP);
    CHECK(load_edited(token_offset(KZG_N + 1), 192, hex, 192) == ECB_ERR_NOT_IN_SUBGROUP);
    /* valid points that do not start at the generators: the first two monomial points swapped */
    size_t g1m = token_offset(KZG_N + 65), g2m = token_offset(KZG_N);
    char swapped[2 * 193 + 2];
    memcpy(swapped, setup_text + g1m + 97, 96);
    swapped[96] = '\n';
    memcpy(swapped + 97, setup_text + g1m, 96);
    CHECK(load_edited(g1m, 193, swapped, 193) == ECB_ERR_SETUP_MISMATCH);
    memcpy(swapped, setup_text + g2m + 193, 192);
    swapped[192] = '\n';
    memcpy(swapped + 193, setup_text + g2m, 192);
    CHECK(load_edited(g2m, 385, swapped, 385) == ECB_ERR_SETUP_MISMATCH);

    /* valid points of the wrong secret's structure: two neighbours swapped in each part (the
     * powers, the G2 points, the Lagrange points fail their random linear combinations) */
    struct {
        size_t first, size;
    } pairs[] = {{KZG_N + 65 + 100, 96}, {KZG_N + 3, 192}, {5, 96}};
    for (size_t k = 0; k < sizeof pairs / sizeof pairs[0]; k++) {
        size_t first = token_offset(pairs[k].first), w = pairs[k].size;
        memcpy(swapped, setup_text + first + w + 1, w);
        swapped[w] = '\n';
        memcpy(swapped + w + 1, setup_text + first, w);
        CHECK(load_edited(first, 2 * w + 1, swapped, 2 * w + 1) == ECB_ERR_SETUP_MISMATCH);
    }

    /* sizes and arguments */
    ecb_kzg_settings *s = (ecb_kzg_settings *)1;
    CHECK(ecb_kzg_settings_load_text(&s, setup_text, ECB_KZG_SETUP_TEXT_MAX_BYTES + 1, 0) ==
          ECB_ERR_TOO_LONG);
    CHECK(s == NULL);
    CHECK(ecb_kzg_settings_load_text(&s, setup_text, setup_len, 257) == ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_kzg_settings_load_text(&s, NULL, 0, 0) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_kzg_settings_load_text(NULL, setup_text, setup_len, 0) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_kzg_settings_load_text(&s, setup_text, 0, 0) == ECB_ERR_PARSE);
    CHECK(ecb_kzg_settings_load_file(&s, "/nonexistent/trusted_setup.txt", 0) == ECB_ERR_IO);
    CHECK(ecb_kzg_settings_load_file(&s, "/", 0) == ECB_ERR_IO);
    CHECK(ecb_kzg_settings_load_file(NULL, "/", 0) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_kzg_settings_load_file(&s, NULL, 0) == ECB_ERR_NULL_POINTER);
    /* a file one byte over the bound: TOO_LONG, read no further */
    char path[] = "/tmp/ecbatch_kzg_setup_XXXXXX";
    int fd = mkstemp(path);
    CHECK(fd >= 0);
    if (fd >= 0) {
        FILE *f = fdopen(fd, "wb");
        for (size_t i = 0; i <= ECB_KZG_SETUP_TEXT_MAX_BYTES; i++)
            fputc(' ', f);
        fclose(f);
        CHECK(ecb_kzg_settings_load_file(&s, path, 0) == ECB_ERR_TOO_LONG);
        remove(path);
    }
    CHECK(s == NULL);
    ecb_kzg_settings_free(NULL);
}

int main(void) {
    tl_init();
    CHECK(read_setup_text() == 0);
    if (setup_text == NULL) return tl_finish("test_kzg_settings");
    test_domain();
    ecb_kzg_settings *s = NULL;
    CHECK(ecb_kzg_settings_load_file(&s, tl_vector_path("kzg/trusted_setup.txt"), 2) == ECB_OK);
    CHECK(s != NULL);
    if (s != NULL) {
        test_lagrange_order(s);
        /* the G2 points as the file gives them: [s]G2 pairs with G1 as [s]G1 with G2 */
        CHECK(s->threads == 2 && s->prepared_len == ecb_bls12_381_g2_prepared_size());
    }
    ecb_kzg_settings_free(s);
    test_bytes();
    test_text_errors();
    CHECK(load_built_setup(0) == ECB_OK);
    CHECK(load_built_setup(1) == ECB_ERR_SETUP_MISMATCH);
    free(setup_text);
    return tl_finish("test_kzg_settings");
}
