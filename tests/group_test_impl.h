/* Group-law, scalar-multiplication and subgroup tests of one Weierstrass instance, included
 * by test_group_bls12_381.c, test_group_bls12_377_g1.c and test_group_bn254_g1.c with:
 *   TG            group prefix (g1_381)        TF   field prefix (fp381)
 *   TG_RAND_X     void (TF *x): a random field element
 *   TG_RHS        void (TF *r, const TF *x): r = x^3 + b
 *   TG_SQRT       int (TF *r, const TF *a)
 *   TG_ENDO       the endomorphism (g1_381_sigma / g2_381_psi)
 *   TG_ENDO_EIGEN its eigenvalue mod r, 4 limbs
 *   TG_ORDER      the group order r, 4 limbs
 *   TG_MUL_SPLIT, TG_MUL_SPLIT_VAR  the endomorphism-split multiplications
 *   TG_SPLIT_BASE the base of their scalar digits (|z| for BLS12-381, x for BLS12-377; for
 *                 BN254, whose split is a lattice reduction, its short basis entry 2x + 1)
 * and, for a curve of prime order (cofactor 1: BN254 G1), TG_PRIME_ORDER_CURVE: then every
 * point on the curve is in the group. */
#define GP2(a, b) a##_##b
#define GP(a, b) GP2(a, b)
#define G(op) GP(TG, op)
#define FF(op) GP(TF, op)

static const uint64_t *const G(order) = TG_ORDER;

/* A random k < 2^t < r, 2^t the largest power of two below r. */
static void G(rand_scalar)(uint64_t k[4]) {
    tl_random(k, 32);
    k[3] &= (1ULL << (63 - __builtin_clzll(G(order)[3]))) - 1;
}

/* k G for a random k (in the subgroup). */
static void G(rand_point)(G(jac) * p) {
    uint64_t k[4];
    G(jac) g;
    G(rand_scalar)(k);
    G(generator)(&g);
    G(jac_mul_var)(p, &g, k);
}

/* A random point on the curve, cofactor not cleared (almost never in the subgroup unless the
 * curve has prime order), with a random Z so that Jacobian inputs are not normalised. */
static void G(rand_curve_point)(G(jac) * p) {
    G(aff) a;
    TF rhs, z, z2;
    do {
        TG_RAND_X(&a.x);
        TG_RHS(&rhs, &a.x);
    } while (!TG_SQRT(&a.y, &rhs));
    TG_RAND_X(&z);
    FF(sqr)(&z2, &z);
    FF(mul)(&p->X, &a.x, &z2);
    FF(mul)(&z2, &z2, &z);
    FF(mul)(&p->Y, &a.y, &z2);
    p->Z = z;
}

static void G(test_laws)(void) {
    G(jac) p, q, s, t, u, o, np, sum1, sum2;
    G(aff) qa;
    G(xyzz) xp, xq, xr;
    TF scratch[8];
    G(jac_identity)(&o);
    for (int i = 0; i < 12; i++) {
        G(rand_point)(&p);
        G(rand_point)(&q);
        G(rand_point)(&s);
        CHECK(G(jac_is_on_curve)(&p));
        /* associativity, complete and variable-time additions agree */
        G(jac_add)(&t, &p, &q);
        G(jac_add)(&sum1, &t, &s);
        G(jac_add_var)(&t, &q, &s);
        G(jac_add_var)(&sum2, &p, &t);
        CHECK(G(jac_equal)(&sum1, &sum2));
        CHECK(G(jac_is_on_curve)(&sum1));
        /* commutativity */
        G(jac_add)(&t, &p, &q);
        G(jac_add)(&u, &q, &p);
        CHECK(G(jac_equal)(&t, &u));
        /* P + P = 2P through every addition */
        G(jac_dbl)(&t, &p);
        G(jac_add)(&u, &p, &p);
        CHECK(G(jac_equal)(&t, &u));
        G(jac_add_var)(&u, &p, &p);
        CHECK(G(jac_equal)(&t, &u));
        G(jac_to_aff)(&qa, &p);
        G(jac_add_aff_var)(&u, &p, &qa);
        CHECK(G(jac_equal)(&t, &u));
        /* identity and inverse */
        G(jac_add)(&u, &p, &o);
        CHECK(G(jac_equal)(&u, &p));
        G(jac_add)(&u, &o, &p);
        CHECK(G(jac_equal)(&u, &p));
        G(jac_add_var)(&u, &o, &p);
        CHECK(G(jac_equal)(&u, &p));
        G(jac_neg)(&np, &p);
        G(jac_add)(&u, &p, &np);
        CHECK(G(jac_is_identity)(&u));
        G(jac_add_var)(&u, &p, &np);
        CHECK(G(jac_is_identity)(&u));
        G(jac_to_aff)(&qa, &np);
        G(jac_add_aff_var)(&u, &p, &qa);
        CHECK(G(jac_is_identity)(&u));
        G(jac_dbl)(&u, &o);
        CHECK(G(jac_is_identity)(&u));
        CHECK(!G(jac_equal)(&p, &o) && !G(jac_equal)(&p, &q) && G(jac_equal)(&o, &o));
        /* mixed addition agrees with the Jacobian one */
        G(jac_to_aff)(&qa, &q);
        G(jac_add_aff_var)(&u, &p, &qa);
        G(jac_add_var)(&t, &p, &q);
        CHECK(G(jac_equal)(&u, &t));
        /* XYZZ: add, mixed add, doubling, exceptional inputs */
        G(aff) pa;
        G(jac_to_aff)(&pa, &p);
        G(xyzz_from_aff)(&xp, &pa);
        G(xyzz_from_aff)(&xq, &qa);
        G(xyzz_dbl)(&xq, &xq); /* 2Q with ZZ != 1 */
        G(xyzz_add_var)(&xr, &xp, &xq);
        G(xyzz_to_jac)(&u, &xr);
        G(jac_dbl)(&s, &q);
        G(jac_add_var)(&t, &p, &s);
        CHECK(G(jac_equal)(&u, &t));
        G(xyzz_add_aff_var)(&xr, &xq, &pa);
        G(xyzz_to_jac)(&u, &xr);
        CHECK(G(jac_equal)(&u, &t));
        G(xyzz_add_var)(&xr, &xp, &xp);
        G(xyzz_to_jac)(&u, &xr);
        G(jac_dbl)(&t, &p);
        CHECK(G(jac_equal)(&u, &t));
        G(xyzz_add_aff_var)(&xr, &xp, &pa);
        G(xyzz_to_jac)(&u, &xr);
        CHECK(G(jac_equal)(&u, &t));
        G(aff) npa;
        G(aff_neg)(&npa, &pa);
        G(xyzz_add_aff_var)(&xr, &xp, &npa);
        G(xyzz_to_jac)(&u, &xr);
        CHECK(G(jac_is_identity)(&u));
        G(xyzz_identity)(&xr);
        G(xyzz_add_aff_var)(&xr, &xr, &pa);
        G(xyzz_add_var)(&xr, &xr, &xq);
        G(xyzz_to_jac)(&u, &xr);
        G(jac_add_var)(&t, &p, &s);
        CHECK(G(jac_equal)(&u, &t));
        /* complete projective formulas: generic, doubling, opposite and identity inputs */
        {
            G(proj) pp, pq, po, pr;
            G(jac) jo, back;
            G(jac_identity)(&jo);
            G(proj_from_jac)(&pp, &p);
            G(proj_from_jac)(&pq, &q);
            G(proj_from_jac)(&po, &jo);
            G(proj_to_jac)(&back, &pp);
            CHECK(G(jac_equal)(&back, &p));
            G(proj_add)(&pr, &pp, &pq);
            G(proj_to_jac)(&back, &pr);
            G(jac_add_var)(&t, &p, &q);
            CHECK(G(jac_equal)(&back, &t));
            G(proj_add)(&pr, &pp, &pp);
            G(proj_to_jac)(&back, &pr);
            G(jac_dbl)(&t, &p);
            CHECK(G(jac_equal)(&back, &t));
            G(proj_dbl)(&pr, &pp);
            G(proj_to_jac)(&back, &pr);
            CHECK(G(jac_equal)(&back, &t));
            G(proj_from_jac)(&pr, &np);
            G(proj_add)(&pr, &pp, &pr);
            G(proj_to_jac)(&back, &pr);
            CHECK(G(jac_is_identity)(&back));
            G(proj_add)(&pr, &po, &pq);
            G(proj_to_jac)(&back, &pr);
            CHECK(G(jac_equal)(&back, &q));
            G(proj_add)(&pr, &pq, &po);
            G(proj_to_jac)(&back, &pr);
            CHECK(G(jac_equal)(&back, &q));
            G(proj_add)(&pr, &po, &po);
            G(proj_dbl)(&pr, &pr);
            G(proj_to_jac)(&back, &pr);
            CHECK(G(jac_is_identity)(&back));
        }
        /* batch to affine with identities among the inputs */
        G(jac) in[8];
        G(aff) out[8], one_aff;
        for (int j = 0; j < 8; j++) {
            if (j % 3 == 1)
                G(jac_identity)(&in[j]);
            else
                G(jac_add_var)(&in[j], j ? &in[j - 1] : &p, &q);
        }
        G(jac_batch_to_aff)(out, in, 8, scratch);
        for (int j = 0; j < 8; j++) {
            G(jac_to_aff)(&one_aff, &in[j]);
            CHECK(FF(equal)(&one_aff.x, &out[j].x) && FF(equal)(&one_aff.y, &out[j].y));
            CHECK(G(aff_is_identity)(&out[j]) == (j % 3 == 1));
        }
        G(jac_batch_to_aff_var)(out, in, 8, scratch);
        for (int j = 0; j < 8; j++) {
            G(jac_to_aff)(&one_aff, &in[j]);
            CHECK(FF(equal)(&one_aff.x, &out[j].x) && FF(equal)(&one_aff.y, &out[j].y));
            if (j % 3 != 1) CHECK(G(aff_is_on_curve)(&out[j]));
        }
    }
}

static void G(test_mul)(void) {
    G(jac) g, acc, t, u;
    uint64_t k[4] = {0}, k2[4];
    G(generator)(&g);
    CHECK(G(jac_is_on_curve)(&g));
    /* k G against repeated addition, k = 0..40 */
    G(jac_identity)(&acc);
    for (uint64_t i = 0; i <= 40; i++) {
        k[0] = i;
        G(jac_mul)(&t, &g, k);
        CHECK(G(jac_equal)(&t, &acc));
        G(jac_mul_var)(&t, &g, k);
        CHECK(G(jac_equal)(&t, &acc));
        G(jac_mul_u64_var)(&t, &g, i);
        CHECK(G(jac_equal)(&t, &acc));
        G(jac_add_var)(&acc, &acc, &g);
    }
    /* r G = O, (r - 1) G = -G */
    G(jac_mul)(&t, &g, G(order));
    CHECK(G(jac_is_identity)(&t));
    G(jac_mul_var)(&t, &g, G(order));
    CHECK(G(jac_is_identity)(&t));
    memcpy(k, G(order), 32);
    k[0] -= 1;
    G(jac_mul)(&t, &g, k);
    G(jac_neg)(&u, &g);
    CHECK(G(jac_equal)(&t, &u));
    /* constant-time and wNAF agree on random scalars and points; all-ones scalar */
    for (int i = 0; i < 8; i++) {
        G(rand_point)(&t);
        G(rand_scalar)(k);
        if (i == 0) memset(k, 0xff, 32);
        G(jac_mul)(&u, &t, k);
        G(jac_mul_var)(&acc, &t, k);
        CHECK(G(jac_equal)(&u, &acc));
        /* (k1 + k2) P = k1 P + k2 P for small k2 */
        memcpy(k2, k, 32);
        k2[0] += 5; /* no carry: k[0] is random */
        if (k2[0] < 5) continue;
        G(jac_mul_var)(&acc, &t, k2);
        k[0] = 5, k[1] = k[2] = k[3] = 0;
        G(jac_mul_var)(&g, &t, k);
        G(jac_add_var)(&g, &g, &u);
        CHECK(G(jac_equal)(&g, &acc));
        G(generator)(&g);
    }
}

static void G(test_subgroup)(void) {
    G(jac) p, q, t;
    int outside = 0;
    for (int i = 0; i < 10; i++) {
        /* the endomorphism's eigenvalue on the subgroup */
        G(rand_point)(&p);
        TG_ENDO(&q, &p);
        G(jac_mul_var)(&t, &p, TG_ENDO_EIGEN);
        CHECK(G(jac_equal)(&q, &t));
        CHECK(G(is_in_subgroup_var)(&p));
        /* random curve points: the fast test agrees with [r] P = O */
        G(rand_curve_point)(&p);
        CHECK(G(jac_is_on_curve)(&p));
        G(jac_mul_var)(&t, &p, G(order));
        int slow = G(jac_is_identity)(&t);
        CHECK(G(is_in_subgroup_var)(&p) == slow);
        outside += !slow;
    }
#ifdef TG_PRIME_ORDER_CURVE
    CHECK(outside == 0);
#else
    CHECK(outside >= 9);
#endif
}

/* The GLV / GLS multiplications agree with the plain ones for k < r, including scalars
 * whose digits in the split's base are extreme (0, base - 1). */
static void G(test_split)(void) {
    static const uint64_t zabs = TG_SPLIT_BASE;
    G(jac) p, a, b, c;
    uint64_t k[4];
    for (int i = 0; i < 24; i++) {
        G(rand_point)(&p);
        G(rand_scalar)(k);
        if (i == 0) memset(k, 0, 32);
        if (i == 1) { /* r - 1 */
            memcpy(k, G(order), 32);
            k[0] -= 1;
        }
        if (i == 2) k[0] = 1, k[1] = k[2] = k[3] = 0;
        if (i >= 3 && i < 6) { /* |z|^(i-2) - 1: digits |z| - 1 below the top */
            uint64_t t[4] = {1, 0, 0, 0};
            for (int e = 0; e < i - 2; e++) {
                unsigned __int128 c2 = 0;
                for (int l = 0; l < 4; l++) {
                    c2 += (unsigned __int128)t[l] * zabs;
                    t[l] = (uint64_t)c2;
                    c2 >>= 64;
                }
            }
            uint64_t bw = 1; /* t -= 1 */
            for (int l = 0; l < 4; l++) {
                uint64_t nv = t[l] - bw;
                bw = t[l] < bw;
                t[l] = nv;
            }
            memcpy(k, t, 32);
        }
        if (i == 6) k[0] = zabs, k[1] = k[2] = k[3] = 0;
        G(jac_mul_var)(&a, &p, k);
        TG_MUL_SPLIT(&b, &p, k);
        TG_MUL_SPLIT_VAR(&c, &p, k);
        CHECK(G(jac_equal)(&a, &b));
        CHECK(G(jac_equal)(&a, &c));
    }
}

static void G(run)(void) {
    G(test_split)();
    G(test_laws)();
    G(test_mul)();
    G(test_subgroup)();
}

#undef G
#undef FF
#undef GP
#undef GP2
