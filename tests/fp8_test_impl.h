/* Tests of one 8-lane IFMA field (fp_x8_ifma.h) against its scalar 6x64 or 4x64 field, bit for
 * bit. Included once per field by test_field_fp6x64_x8_ifma.c and test_field_fp4x64_x8_ifma.c
 * with TV (the lane type), TV_LABEL (its name as a string), TF (the scalar type), TF_P (p, 6
 * limbs, or TF_WORDS limbs when TF_WORDS is defined: 4 for a 4x64 field) defined. Elements are
 * built from their representation: any integer below p is a valid Montgomery representative, so
 * the edge integers are set directly. */
#define TPASTE2(a, b) a##_##b
#define TPASTE(a, b) TPASTE2(a, b)
#define T(op) TPASTE(TV, op)
#define S(op) TPASTE(TF, op)
#ifdef TF_WORDS
#define TW TF_WORDS
#else
#define TW 6
#endif
#define TB (8 * TW) /* bytes of an element */

static const uint64_t T(P)[TW] = TF_P;

/* A random integer below p: random bits up to p's length, then rejection. */
static void T(rand_int)(uint64_t x[TW]) {
    int top = 64 - __builtin_clzll(T(P)[TW - 1]);
    do {
        tl_random(x, TB);
        x[TW - 1] &= (top == 64 ? UINT64_MAX : (1ULL << top) - 1);
    } while (ref_geq(x, T(P), TW));
}

/* x = p - y (y <= p) */
static void T(p_minus)(uint64_t x[TW], const uint64_t y[TW]) {
    memcpy(x, T(P), TB);
    ref_sub_inplace(x, y, TW);
}

/* The edge integers: 0, 1, 2, p - 1, p - 2, (p - 1) / 2, (p + 1) / 2, R mod p; then for every k
 * below p's length 2^k, 2^k - 1 and p - 2^k (which cover each 52-bit and 64-bit limb boundary
 * from both sides); then integers whose 52-bit limbs are all ones or all zeros in patterns. */
#define T_MAX_EDGES 1400
static int T(edges)(TF *e) {
    int n = 0, bits = 64 * (TW - 1) + 64 - __builtin_clzll(T(P)[TW - 1]);
    uint64_t x[TW], y[TW];
    memset(x, 0, TB);
    S(zero)(&e[n++]);
    x[0] = 1, memcpy(e[n++].v, x, TB);
    x[0] = 2, memcpy(e[n++].v, x, TB);
    x[0] = 1, T(p_minus)(e[n++].v, x);
    x[0] = 2, T(p_minus)(e[n++].v, x);
    memcpy(y, T(P), TB);
    for (int k = 0; k < TW - 1; k++)
        y[k] = (y[k] >> 1) | (y[k + 1] << 63);
    y[TW - 1] >>= 1;
    memcpy(e[n++].v, y, TB);
    y[0] += 1; /* (p + 1) / 2: limb 0 of (p - 1) / 2 is not all ones for these p */
    memcpy(e[n++].v, y, TB);
    S(one)(&e[n++]);
    for (int k = 0; k < bits; k++) {
        memset(x, 0, TB);
        x[k / 64] = 1ULL << (k % 64);
        memcpy(e[n++].v, x, TB);
        T(p_minus)(e[n++].v, x);
        memset(y, 0, TB);
        for (int b = 0; b < k; b++)
            y[b / 64] |= 1ULL << (b % 64);
        memcpy(e[n++].v, y, TB); /* 2^k - 1 */
    }
    /* 52-bit limbs set to all ones by the bits of a pattern, masked below p */
    for (int pat = 1; pat < 256; pat += 7) {
        memset(x, 0, TB);
        for (int b = 0; b < bits; b++)
            if ((pat >> (b / 52)) & 1) x[b / 64] |= 1ULL << (b % 64);
        if (ref_geq(x, T(P), TW)) ref_sub_inplace(x, T(P), TW);
        memcpy(e[n++].v, x, TB);
    }
    if (n > T_MAX_EDGES) abort();
    return n;
}

/* Lane-wise comparison of a packed vector with the scalar expectations. */
static void T(check)(const TV *got, const TF want[8]) {
    TF out[8];
    T(unpack)(out, got);
    for (int k = 0; k < 8; k++)
        CHECK_MEM(out[k].v, want[k].v, TB);
}

/* Every operation on one set of 8 + 8 lanes, also with the output aliasing an input. */
static void T(check_ops)(const TF a[8], const TF b[8]) {
    TV va, vb, vr;
    TF want[8];
    T(pack)(&va, a);
    T(pack)(&vb, b);
    T(check)(&va, a); /* round trip */
    T(mul)(&vr, &va, &vb);
    for (int k = 0; k < 8; k++)
        S(mul)(&want[k], &a[k], &b[k]);
    T(check)(&vr, want);
    T(sqr)(&vr, &va);
    for (int k = 0; k < 8; k++)
        S(sqr)(&want[k], &a[k]);
    T(check)(&vr, want);
    T(add)(&vr, &va, &vb);
    for (int k = 0; k < 8; k++)
        S(add)(&want[k], &a[k], &b[k]);
    T(check)(&vr, want);
    T(sub)(&vr, &va, &vb);
    for (int k = 0; k < 8; k++)
        S(sub)(&want[k], &a[k], &b[k]);
    T(check)(&vr, want);
    T(neg)(&vr, &va);
    for (int k = 0; k < 8; k++)
        S(neg)(&want[k], &a[k]);
    T(check)(&vr, want);
    T(dbl)(&vr, &va);
    for (int k = 0; k < 8; k++)
        S(dbl)(&want[k], &a[k]);
    T(check)(&vr, want);
    T(half)(&vr, &va);
    for (int k = 0; k < 8; k++)
        S(half)(&want[k], &a[k]);
    T(check)(&vr, want);
    /* conditional negation and selection by every eighth mask pattern, and packing through pointers
     */
    for (unsigned mask = 0; mask < 256; mask += 37) {
        T(cneg)(&vr, &va, mask);
        for (int k = 0; k < 8; k++) {
            if ((mask >> k) & 1)
                S(neg)(&want[k], &a[k]);
            else
                want[k] = a[k];
        }
        T(check)(&vr, want);
        T(select)(&vr, &va, &vb, mask);
        for (int k = 0; k < 8; k++)
            want[k] = (mask >> k) & 1 ? b[k] : a[k];
        T(check)(&vr, want);
    }
    {
        const TF *in[8];
        TF out[8], *outp[8];
        for (int k = 0; k < 8; k++)
            in[k] = &b[(k * 3) % 8], outp[k] = &out[(k * 5) % 8];
        T(pack_ptr)(&vr, in);
        for (int k = 0; k < 8; k++)
            want[k] = b[(k * 3) % 8];
        T(check)(&vr, want);
        T(unpack_ptr)(outp, &vr);
        for (int k = 0; k < 8; k++)
            CHECK_MEM(out[(k * 5) % 8].v, want[k].v, TB);
    }
    vr = va; /* aliasing: r = a */
    T(mul)(&vr, &vr, &vb);
    for (int k = 0; k < 8; k++)
        S(mul)(&want[k], &a[k], &b[k]);
    T(check)(&vr, want);
    vr = vb; /* r = b */
    T(sub)(&vr, &va, &vr);
    for (int k = 0; k < 8; k++)
        S(sub)(&want[k], &a[k], &b[k]);
    T(check)(&vr, want);
}

/* A chain of n mixed operations per lane (each result feeds the next), compared at the end
 * and every 100 steps. */
static void T(chain)(const TF start[8], int n) {
    TF x[8], y[8];
    TV vx, vy;
    memcpy(x, start, sizeof x);
    for (int k = 0; k < 8; k++)
        S(add)(&y[k], &start[k], &start[(k + 3) % 8]);
    T(pack)(&vx, x);
    T(pack)(&vy, y);
    for (int i = 0; i < n; i++) {
        switch (i % 6) {
        case 0:
            T(mul)(&vx, &vx, &vy);
            for (int k = 0; k < 8; k++)
                S(mul)(&x[k], &x[k], &y[k]);
            break;
        case 1:
            T(add)(&vy, &vy, &vx);
            for (int k = 0; k < 8; k++)
                S(add)(&y[k], &y[k], &x[k]);
            break;
        case 2:
            T(sqr)(&vx, &vx);
            for (int k = 0; k < 8; k++)
                S(sqr)(&x[k], &x[k]);
            break;
        case 3:
            T(sub)(&vy, &vx, &vy);
            for (int k = 0; k < 8; k++)
                S(sub)(&y[k], &x[k], &y[k]);
            break;
        case 4:
            T(neg)(&vx, &vx);
            for (int k = 0; k < 8; k++)
                S(neg)(&x[k], &x[k]);
            break;
        default:
            T(mul)(&vy, &vy, &vx);
            for (int k = 0; k < 8; k++)
                S(mul)(&y[k], &y[k], &x[k]);
        }
        if (i % 100 == 99 || i == n - 1) {
            T(check)(&vx, x);
            T(check)(&vy, y);
        }
    }
}

static void T(run)(void) {
    static TF e[T_MAX_EDGES];
    TF a[8], b[8];
    int n = T(edges)(e);
    long before = tl_passed;
    /* the 8 first edge values (0, 1, 2, p-1, p-2, (p-1)/2, (p+1)/2, R) against each other in
     * every lane arrangement: lane k of b is edge (k + s) mod 8 */
    for (int s = 0; s < 8; s++) {
        for (int k = 0; k < 8; k++)
            a[k] = e[k], b[k] = e[(k + s) % 8];
        T(check_ops)(a, b);
    }
    /* every edge value against every other in some lane, mixed across lanes */
    for (int i = 0; i < n; i++) {
        for (int k = 0; k < 8; k++) {
            a[k] = e[(i + 37 * k) % n];
            b[k] = e[(3 * i + 11 * k + 1) % n];
        }
        T(check_ops)(a, b);
    }
    /* edge lanes beside random lanes */
    for (int i = 0; i < 200; i++) {
        for (int k = 0; k < 8; k++) {
            if ((k + i) % 3 == 0)
                a[k] = e[(i * 7 + k) % n];
            else
                T(rand_int)(a[k].v);
            T(rand_int)(b[k].v);
        }
        T(check_ops)(a, b);
    }
    /* random lanes */
    for (int i = 0; i < 2000; i++) {
        for (int k = 0; k < 8; k++) {
            T(rand_int)(a[k].v);
            T(rand_int)(b[k].v);
        }
        T(check_ops)(a, b);
    }
    /* chains of 1000 operations: random starts, and edge starts */
    for (int i = 0; i < 8; i++) {
        for (int k = 0; k < 8; k++)
            T(rand_int)(a[k].v);
        T(chain)(a, 1000);
        for (int k = 0; k < 8; k++)
            a[k] = e[(i * 8 + k) % n];
        T(chain)(a, 1000);
    }
    printf("%s: %d edge values, %ld checks\n", TV_LABEL, n, tl_passed - before);
}

#undef T
#undef S
#undef TW
#undef TB
#undef TPASTE
#undef TPASTE2
