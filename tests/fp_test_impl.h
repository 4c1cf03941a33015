/* Tests of one 6x64 Montgomery field against the slow reference of bigref.h. Included once per
 * field by test_field_fp6x64.c with TF (the field prefix) and TF_P (its modulus, 6 limbs) defined.
 */
#define TPASTE2(a, b) a##_##b
#define TPASTE(a, b) TPASTE2(a, b)
#define T(op) TPASTE(TF, op)

static const uint64_t T(P)[6] = TF_P;

/* A random integer below p (uniform over 384 bits, then rejection). */
static void T(rand_int)(uint64_t x[6]) {
    do {
        tl_random(x, 48);
    } while (ref_geq(x, T(P), 6));
}

/* Edge and random integers below p: index < n_edges gives a fixed edge value. */
#define T_EDGES 10
static void T(sample)(uint64_t x[6], int i) {
    memset(x, 0, 48);
    switch (i) {
    case 0:
        break; /* 0 */
    case 1:
        x[0] = 1;
        break; /* 1 */
    case 2:
        x[0] = 2;
        break; /* 2 */
    case 3:
        memcpy(x, T(P), 48), x[0] -= 1;
        break; /* p - 1 */
    case 4:
        memcpy(x, T(P), 48), x[0] -= 2;
        break; /* p - 2 */
    case 5:    /* (p - 1) / 2 */
        memcpy(x, T(P), 48);
        for (int k = 0; k < 5; k++)
            x[k] = (x[k] >> 1) | (x[k + 1] << 63);
        x[5] >>= 1;
        break;
    case 6:
        x[0] = UINT64_MAX;
        break; /* 2^64 - 1 */
    case 7:
        for (int k = 0; k < 6; k++)
            x[k] = UINT64_MAX; /* p - 1 with low limbs all ones */
        x[5] = T(P)[5] - 1;
        break;
    case 8:
        x[5] = T(P)[5] >> 1;
        break; /* a large power-of-two multiple */
    case 9:
        x[3] = 1;
        break; /* 2^192 */
    default:
        T(rand_int)(x);
    }
}

static void T(elem)(TF *e, uint64_t x[6], int i) {
    T(sample)(x, i);
    T(to_mont)(e, x);
}

static void T(test_mul)(void) {
    uint64_t a[6], b[6], want[6], got[6];
    TF ea, eb, er;
    for (int i = 0; i < 400; i++) {
        for (int j = 0; j < (i < T_EDGES ? T_EDGES : 1); j++) {
            int jb = i < T_EDGES ? j : i + 1000;
            T(sample)(a, i);
            T(sample)(b, jb);
            /* raw Montgomery product on integer limbs: mont(a, b) R = a b (mod p) */
            memcpy(ea.v, a, 48);
            memcpy(eb.v, b, 48);
            T(mul_portable)(&er, &ea, &eb);
            CHECK(!ref_geq(er.v, T(P), 6));
            uint64_t lhs[6], rhs[6], r_mod_p[6], two384[7] = {0, 0, 0, 0, 0, 0, 1};
            ref_mod(r_mod_p, two384, 7, T(P), 6);
            ref_mulmod(lhs, er.v, r_mod_p, T(P), 6);
            ref_mulmod(rhs, a, b, T(P), 6);
            CHECK_MEM(lhs, rhs, 48);
#if ECB_FP_HAVE_ADX
            if (ecb_cpu_has_mulx_adx()) {
                TF er2;
                T(mul_adx)(&er2, &ea, &eb);
                CHECK_MEM(er.v, er2.v, 48);
            }
#endif
            /* through the Montgomery domain */
            T(to_mont)(&ea, a);
            T(to_mont)(&eb, b);
            T(mul)(&er, &ea, &eb);
            T(from_mont)(got, &er);
            ref_mulmod(want, a, b, T(P), 6);
            CHECK_MEM(got, want, 48);
            T(sqr)(&er, &ea);
            T(from_mont)(got, &er);
            ref_mulmod(want, a, a, T(P), 6);
            CHECK_MEM(got, want, 48);
        }
    }
}

/* The lazy-reduction pieces: the integer product (also of operands up to 2^384 - 1), the
 * separate reduction (equal to the product's, and at its largest input p 2^384 - 1), the
 * unreduced sum and the corrected difference. */
static void T(test_wide)(void) {
    uint64_t a[6], b[6], c[6], d[6], w[12], w2[12], want[12];
    TF ea, eb, ec, ed, er, er2;
    for (int i = 0; i < 300; i++) {
        T(sample)(a, i % 40 < T_EDGES ? i % 40 : 100 + i);
        T(sample)(b, (i / 7) % 40 < T_EDGES ? (i / 7) % 40 : 200 + i);
        T(sample)(c, (i / 3) % 40 < T_EDGES ? (i / 3) % 40 : 300 + i);
        T(sample)(d, 400 + i);
        memcpy(ea.v, a, 48), memcpy(eb.v, b, 48), memcpy(ec.v, c, 48), memcpy(ed.v, d, 48);
        T(mul_wide)(w, a, b);
        ref_mul(want, a, b, 6);
        CHECK_MEM(w, want, 96);
        T(redc)(&er, w);
        T(mul)(&er2, &ea, &eb);
        CHECK_MEM(er.v, er2.v, 48);
        /* a b - c d through sub_wide and redc = mul(a, b) - mul(c, d) */
        T(mul_wide)(w2, c, d);
        T(sub_wide)(w, w, w2);
        T(redc)(&er, w);
        T(mul)(&er2, &ec, &ed);
        TF ab;
        T(mul)(&ab, &ea, &eb);
        T(sub)(&er2, &ab, &er2);
        CHECK_MEM(er.v, er2.v, 48);
        /* (a + b)(c + d) unreduced, then reduced: = mul(a + b, c + d) */
        uint64_t sab[6], scd[6];
        T(add_wide)(sab, &ea, &eb);
        T(add_wide)(scd, &ec, &ed);
        uint64_t sum[6];
        unsigned __int128 cc = 0;
        for (int k = 0; k < 6; k++) {
            cc += (unsigned __int128)a[k] + b[k];
            sum[k] = (uint64_t)cc;
            cc >>= 64;
        }
        CHECK(cc == 0 && memcmp(sum, sab, 48) == 0);
        T(mul_wide)(w, sab, scd);
        T(redc)(&er, w);
        T(add)(&ab, &ea, &eb);
        T(add)(&er2, &ec, &ed);
        T(mul)(&er2, &ab, &er2);
        CHECK_MEM(er.v, er2.v, 48);
    }
    /* operands of all ones (2^384 - 1) */
    memset(a, 0xff, 48);
    T(mul_wide)(w, a, a);
    ref_mul(want, a, a, 6);
    CHECK_MEM(w, want, 96);
    /* the largest reduction input, p 2^384 - 1: result r < p with r 2^384 = t mod p */
    memset(w, 0, 96);
    memcpy(w + 6, T(P), 48);
    for (int k = 0; k < 12; k++)
        if (w[k]-- != 0) break;
    T(redc)(&er, w);
    CHECK(!ref_geq(er.v, T(P), 6));
    uint64_t lhs[6], rhs[6], r_mod_p[6], two384[7] = {0, 0, 0, 0, 0, 0, 1};
    ref_mod(r_mod_p, two384, 7, T(P), 6);
    ref_mulmod(lhs, er.v, r_mod_p, T(P), 6);
    ref_mod(rhs, w, 12, T(P), 6);
    CHECK_MEM(lhs, rhs, 48);
}

static void T(test_add_family)(void) {
    uint64_t a[6], b[6], want[6], got[6], zero[6] = {0};
    TF ea, eb, er;
    for (int i = 0; i < 300; i++) {
        T(elem)(&ea, a, i % 40 < T_EDGES ? i % 40 : 100 + i);
        T(elem)(&eb, b, (i / 7) % 40 < T_EDGES ? (i / 7) % 40 : 200 + i);
        T(add)(&er, &ea, &eb);
        T(from_mont)(got, &er);
        ref_addmod(want, a, b, T(P), 6);
        CHECK_MEM(got, want, 48);
        T(dbl)(&er, &ea);
        T(from_mont)(got, &er);
        ref_addmod(want, a, a, T(P), 6);
        CHECK_MEM(got, want, 48);
        /* sub: (a - b) + b = a */
        T(sub)(&er, &ea, &eb);
        T(from_mont)(got, &er);
        ref_addmod(want, got, b, T(P), 6);
        CHECK_MEM(want, a, 48);
        CHECK(!ref_geq(got, T(P), 6));
        /* neg: a + (-a) = 0, and -0 = 0 */
        T(neg)(&er, &ea);
        T(from_mont)(got, &er);
        CHECK(!ref_geq(got, T(P), 6));
        ref_addmod(want, got, a, T(P), 6);
        CHECK_MEM(want, zero, 48);
        /* half: 2 (a / 2) = a */
        T(half)(&er, &ea);
        T(from_mont)(got, &er);
        CHECK(!ref_geq(got, T(P), 6));
        ref_addmod(want, got, got, T(P), 6);
        CHECK_MEM(want, a, 48);
        /* cmov, cneg, equal, is_zero */
        TF c = ea;
        T(cmov)(&c, &eb, 0);
        CHECK(T(equal)(&c, &ea));
        T(cmov)(&c, &eb, 1);
        CHECK(T(equal)(&c, &eb));
        T(cneg)(&c, &ea, 1);
        T(add)(&c, &c, &ea);
        CHECK(T(is_zero)(&c));
        T(cneg)(&c, &ea, 0);
        CHECK(T(equal)(&c, &ea));
        CHECK(T(is_zero)(&ea) == (memcmp(a, zero, 48) == 0));
        /* parity and the (p-1)/2 order */
        CHECK(T(is_odd)(&ea) == (int)(a[0] & 1));
        uint64_t half[6];
        T(sample)(half, 5);
        CHECK(T(is_lexlargest)(&ea) == !ref_geq(half, a, 6));
    }
}

static void T(be48)(uint8_t out[48], const uint64_t x[6]) {
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 8; j++)
            out[(5 - i) * 8 + j] = (uint8_t)(x[i] >> (56 - 8 * j));
}

static void T(test_codec)(void) {
    uint8_t buf[48], out[48];
    uint64_t x[6], got[6];
    TF e;
    for (int i = 0; i < 100; i++) {
        T(sample)(x, i);
        T(be48)(buf, x);
        CHECK(T(decode)(&e, buf) == ECB_OK);
        T(from_mont)(got, &e);
        CHECK_MEM(got, x, 48);
        T(encode)(out, &e);
        CHECK_MEM(out, buf, 48);
    }
    /* p, p + 1, 2^384 - 1, p + 2^383-ish and random values >= p are rejected */
    memcpy(x, T(P), 48);
    T(be48)(buf, x);
    CHECK(T(decode)(&e, buf) == ECB_ERR_NON_CANONICAL);
    CHECK(T(is_zero)(&e));
    x[0] += 1;
    T(be48)(buf, x);
    CHECK(T(decode)(&e, buf) == ECB_ERR_NON_CANONICAL);
    memset(buf, 0xff, 48);
    CHECK(T(decode)(&e, buf) == ECB_ERR_NON_CANONICAL);
    memset(buf, 0, 48);
    buf[0] = 0x80;
    CHECK(T(decode)(&e, buf) == ECB_ERR_NON_CANONICAL);
    /* wide reduction of 64 bytes against the reference */
    for (int i = 0; i < 100; i++) {
        uint64_t w[8], want[6];
        uint8_t wide[64];
        tl_random(w, 64);
        if (i == 0) memset(w, 0xff, 64);
        if (i == 1) memset(w, 0, 64);
        for (int k = 0; k < 8; k++)
            for (int j = 0; j < 8; j++)
                wide[(7 - k) * 8 + j] = (uint8_t)(w[k] >> (56 - 8 * j));
        T(reduce_wide)(&e, wide);
        T(from_mont)(got, &e);
        ref_mod(want, w, 8, T(P), 6);
        CHECK_MEM(got, want, 48);
    }
    for (int i = 0; i < 50; i++) {
        tl_random(x, 48);
        T(be48)(buf, x);
        CHECK((T(decode)(&e, buf) == ECB_OK) == !ref_geq(x, T(P), 6));
    }
}

static void T(test_inv)(void) {
    uint64_t a[6];
    TF ea, ei, ev, er, one, zero;
    T(one)(&one);
    T(zero)(&zero);
    for (int i = 1; i < 120; i++) {
        T(elem)(&ea, a, i);
        T(inv)(&ei, &ea);
        T(inv_var)(&ev, &ea);
        CHECK(T(equal)(&ei, &ev));
        T(mul)(&er, &ea, &ei);
        CHECK(T(equal)(&er, &one));
    }
    T(inv)(&ei, &zero);
    CHECK(T(is_zero)(&ei));
    T(inv_var)(&ei, &zero);
    CHECK(T(is_zero)(&ei));
    /* batch inversion, with zeros in the input, in place and out of place */
    TF in[17], out[17], scratch[17];
    for (int i = 0; i < 17; i++)
        T(elem)(&in[i], a, (i % 5 == 3) ? 0 : 300 + i);
    T(batch_inv)(out, in, 17, scratch);
    for (int i = 0; i < 17; i++) {
        T(inv)(&ei, &in[i]);
        CHECK(T(equal)(&out[i], &ei));
    }
    T(batch_inv_var)(in, in, 17, scratch);
    for (int i = 0; i < 17; i++)
        CHECK(T(equal)(&out[i], &in[i]));
}

static void T(test_pow_legendre_sqrt)(void) {
    uint64_t a[6], e[6], want[6], got[6], pm1_half[6];
    TF ea, er, sq, root, neg_root;
    T(sample)(pm1_half, 5);
    int squares = 0, non_squares = 0;
    for (int i = 0; i < 60; i++) {
        T(elem)(&ea, a, i);
        if (i < 8) { /* pow against the reference on random exponents */
            tl_random(e, 48);
            if (i == 0) memset(e, 0, 48);                        /* a^0 = 1 */
            if (i == 1) memset(e, 0, 48), e[0] = 1;              /* a^1 = a */
            if (i == 2) memset(e, 0xff, 48);                     /* all 384 bits set */
            if (i == 3) memset(e, 0, 48), e[5] = 1ULL << 63;     /* a lone top bit */
            if (i == 4) memset(e, 0, 48), e[0] = 0x10, e[2] = 3; /* windows across limbs */
            T(pow)(&er, &ea, e);
            T(from_mont)(got, &er);
            ref_powmod(want, a, e, 6, T(P), 6);
            CHECK_MEM(got, want, 48);
        }
        /* Legendre symbol against Euler's criterion computed by the reference */
        ref_powmod(want, a, pm1_half, 6, T(P), 6);
        int euler = (want[0] == 1 && !(want[1] | want[2] | want[3] | want[4] | want[5])) ? 1
                    : T(is_zero)(&ea)                                                    ? 0
                                                                                         : -1;
        int leg = T(legendre)(&ea);
        CHECK(leg == euler);
        CHECK(T(is_square)(&ea) == (euler >= 0));
        /* sqrt of a non-square fails; of a square succeeds with root^2 = a */
        int ok = TPASTE(TF, sqrt)(&root, &ea);
        CHECK(ok == (euler >= 0));
        if (ok) {
            T(sqr)(&er, &root);
            CHECK(T(equal)(&er, &ea));
        }
        squares += euler == 1;
        non_squares += euler == -1;
        /* sqrt(a^2) = +-a */
        T(sqr)(&sq, &ea);
        CHECK(TPASTE(TF, sqrt)(&root, &sq) == 1);
        T(neg)(&neg_root, &root);
        CHECK(T(equal)(&root, &ea) || T(equal)(&neg_root, &ea));
    }
    CHECK(squares > 10 && non_squares > 10);
}

/* An integer below 2p for the unreduced-input products: edge values (0, p - 1, p, p + 1,
 * 2p - 2, 2p - 1, low limbs of all ones under a top limb one below 2p's) and random sums of
 * two integers below p. */
#define T_EDGES_2P 7
static void T(sample_2p)(uint64_t x[6], int i) {
    uint64_t y[6];
    memcpy(x, T(P), 48);
    memset(y, 0, 48);
    switch (i) {
    case 0:
        memset(x, 0, 48);
        return;
    case 1:
        x[0] -= 1; /* p - 1 */
        return;
    case 2:
        return; /* p */
    case 3:
        x[0] += 1; /* p + 1 */
        return;
    case 4:
        memcpy(y, T(P), 48), y[0] -= 2; /* p + p - 2 */
        break;
    case 5:
        memcpy(y, T(P), 48), y[0] -= 1; /* p + p - 1 */
        break;
    case 6:
        memset(x, 0xff, 40);
        x[5] = 2 * T(P)[5] - 1;
        return;
    default:
        T(rand_int)(x);
        T(rand_int)(y);
    }
    unsigned __int128 c = 0;
    for (int k = 0; k < 6; k++) {
        c += (unsigned __int128)x[k] + y[k];
        x[k] = (uint64_t)c;
        c >>= 64;
    }
}

/* r 2^384 = a b (mod p) and r < p, by the reference. */
static int T(is_mont_product)(const uint64_t r[6], const uint64_t a[6], const uint64_t b[6]) {
    uint64_t lhs[6], rhs[6], r_mod_p[6], two384[7] = {0, 0, 0, 0, 0, 0, 1};
    ref_mod(r_mod_p, two384, 7, T(P), 6);
    ref_mulmod(lhs, r, r_mod_p, T(P), 6);
    uint64_t w[12];
    ref_mul(w, a, b, 6);
    ref_mod(rhs, w, 12, T(P), 6);
    return !ref_geq(r, T(P), 6) && memcmp(lhs, rhs, 48) == 0;
}

/* The squaring against the portable product of a with itself (raw limbs, below p and
 * up to 2p - 1), the product of unreduced factors below 2p against the reference and across
 * the kernels, and the 12-limb sum and difference. */
static void T(test_sqr_unreduced)(void) {
    uint64_t a[6], b[6];
    TF ea, eb, er, er2;
    for (int i = 0; i < 400; i++) {
        if (i < 2 * T_EDGES)
            T(sample)(a, i < T_EDGES ? i : 1000 + i);
        else
            T(sample_2p)(a, i % 50 < T_EDGES_2P ? i % 50 : 100 + i);
        memcpy(ea.v, a, 48);
        T(mul_portable)(&er, &ea, &ea);
        CHECK(T(is_mont_product)(er.v, a, a));
        T(sqr)(&er2, &ea);
        CHECK_MEM(er.v, er2.v, 48);
    }
    for (int i = 0; i < 400; i++) {
        for (int j = 0; j < (i < T_EDGES_2P ? T_EDGES_2P : 1); j++) {
            T(sample_2p)(a, i);
            T(sample_2p)(b, i < T_EDGES_2P ? j : 1000 + i);
            T(mul_unreduced)(&er, a, b);
            CHECK(T(is_mont_product)(er.v, a, b));
            memcpy(ea.v, a, 48), memcpy(eb.v, b, 48);
            T(mul_portable)(&er2, &ea, &eb);
            CHECK_MEM(er.v, er2.v, 48);
#if ECB_FP_HAVE_ADX
            if (ecb_cpu_has_mulx_adx()) {
                T(mul_adx)(&er2, &ea, &eb);
                CHECK_MEM(er.v, er2.v, 48);
            }
#endif
        }
    }
    for (int i = 0; i < 200; i++) {
        uint64_t x[12], y[12], got[12], want[12];
        tl_random(x, sizeof x);
        tl_random(y, sizeof y);
        if (i % 4 == 0) memset(x, 0xff, 88), x[11] = 0; /* a carry through eleven limbs */
        if (i % 4 == 1) memset(y, 0, 96), y[0] = 1, memset(x, 0xff, 88), x[11] = i;
        x[11] >>= 1, y[11] >>= 1;
        unsigned __int128 c = 0;
        for (int k = 0; k < 12; k++) {
            c += (unsigned __int128)x[k] + y[k];
            want[k] = (uint64_t)c;
            c >>= 64;
        }
        T(add_double)(got, x, y);
        CHECK_MEM(got, want, 96);
        T(sub_double)(got, want, y); /* (x + y) - y, a borrow through the limbs above y's */
        CHECK_MEM(got, x, 96);
        T(sub_double)(got, want, x);
        CHECK_MEM(got, y, 96);
    }
}

static void T(add13)(uint64_t *a, const uint64_t *b, int n) {
    unsigned __int128 c = 0;
    for (int i = 0; i < n; i++) {
        c += (unsigned __int128)a[i] + b[i];
        a[i] = (uint64_t)c;
        c >>= 64;
    }
}

/* add_double_mod against a 13-limb reference: a + b, less N = p 2^384 when the sum reaches N,
 * for random a, b < N and the edges: sums N - 1, N and N + 1, both N - 1, 0 + (N - 1). */
static void T(test_add_double_mod)(void) {
    uint64_t n[13] = {0}, x[13], y[13], got[12], want[13], one[13] = {1};
    memcpy(n + 6, T(P), 48);
    for (int i = 0; i < 300; i++) {
        memset(x, 0, sizeof x), memset(y, 0, sizeof y);
        tl_random(x, 96), tl_random(y, 96);
        T(sample)(x + 6, 500 + i);
        T(sample)(y + 6, 900 + i);
        if (i < 3) { /* y = N - x - 1 + i */
            memcpy(y, n, sizeof y);
            ref_sub_inplace(y, x, 13);
            ref_sub_inplace(y, one, 13);
            for (int k = 0; k < i; k++)
                T(add13)(y, one, 13);
        }
        if (i == 3 || i == 4) { /* N - 1 twice, and 0 + (N - 1) */
            memcpy(x, n, sizeof x);
            ref_sub_inplace(x, one, 13);
            memcpy(y, x, sizeof y);
            if (i == 4) memset(x, 0, sizeof x);
        }
        if (ref_geq(y, n, 13)) continue; /* i = 2 with x = 0 only */
        memcpy(want, x, sizeof want);
        T(add13)(want, y, 13);
        if (ref_geq(want, n, 13)) ref_sub_inplace(want, n, 13);
        T(add_double_mod)(got, x, y);
        CHECK_MEM(got, want, 96);
    }
}

static void T(run)(void) {
    T(test_mul)();
    T(test_wide)();
    T(test_add_double_mod)();
    T(test_sqr_unreduced)();
    T(test_add_family)();
    T(test_codec)();
    T(test_inv)();
    T(test_pow_legendre_sqrt)();
}

#undef T
#undef TPASTE
#undef TPASTE2
#undef T_EDGES
#undef T_EDGES_2P
