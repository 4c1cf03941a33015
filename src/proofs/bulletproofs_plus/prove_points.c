/* The prover's group computations (spec §6.2 steps 4, 8.4, 8.6).
 *
 * Secret scalars only meet the constant-time MSM of msm/prover/msm_r255_ct.h; secret points (sums of
 * generators selected by secret bits) only meet public scalars in the public-scalar MSM
 * (public_msm_static), which is constant time in its points.
 *
 * The first rounds avoid folding generators, which costs one full multiplication per point.
 * After k rounds the folded vectors are a^(k)[j] = sum_p A(p) a[j + off(p)], likewise b, G, H,
 * over the 2^k patterns p of lo/hi choices (off(p) = sum_r p_r nu_r, nu_r = N / 2^(r+1)), with
 * public factors per round r
 *     a: lo e_r, hi e_r^-1 y^nu_r      G: lo e_r^-1, hi e_r y^-nu_r
 *     b: lo e_r^-1, hi e_r             H: lo e_r, hi e_r^-1.
 * Since a = bit - z and b = bit + b_public, round k's term sum_i a^(k)[i] G^(k)[nu + i] splits
 * into sums of generators selected by the bits, one per pair (p, q) of patterns, weighted by
 * A(p) G(q): per round the product is 1 when p_r = q_r, e_r^2 y^-nu_r (p_r = 0, q_r = 1) or
 * e_r^-2 y^nu_r (p_r = 1, q_r = 0), so the 4^k sums merge into 3^k classes; likewise for b and
 * H with 1, e_r^-2, e_r^2. The public parts (-z with block sums of G, b_public with H) are an
 * MSM with public scalars over the original generators. */
#include <sodium.h>
#include <string.h>

#include "params.h"
#include "prover.h"

typedef ecb_ristretto255_scalar scalar;
typedef ecb_ristretto255_point point;

#define POINT_WORDS (sizeof(point) / sizeof(uint64_t))
#define MAX_CLASSES 9 /* 3^(BPP_CLASS_ROUNDS - 1) */

/* out = flag ? a : b for flag in {0, 1}, masking whole point structs (no branch on flag). */
static void point_select(point *out, const point *a, const point *b, uint64_t flag) {
    uint64_t wa[POINT_WORDS], wb[POINT_WORDS], mask = (uint64_t)0 - flag;
    memcpy(wa, a, sizeof wa);
    memcpy(wb, b, sizeof wb);
    for (size_t i = 0; i < POINT_WORDS; i++)
        wa[i] = (wa[i] & mask) | (wb[i] & ~mask);
    memcpy(out, wa, sizeof wa);
}

void bpp_commit_bits(struct bpp_prover *p, point *A, const scalar *alpha) {
    const ecb_bpp_params *params = p->params;
    point acc, neg_h, term;
    ecb_ristretto255_identity(&acc);
    for (size_t i = 0; i < p->N; i++) { /* a_R = a_L - 1: each term is Gi[i] or -Hi[i] */
        ecb_ristretto255_negate(&neg_h, &params->hi[i]);
        point_select(&term, &params->gi[i], &neg_h, p->bits[i]);
        ecb_ristretto255_add(&acc, &acc, &term);
    }
    bpp_fixed_base_msm(p, &term, NULL, alpha);
    ecb_ristretto255_add(&acc, &acc, &term);
    *A = acc;
    sodium_memzero(&term, sizeof term);
    sodium_memzero(&acc, sizeof acc);
}

void bpp_fixed_base_msm(struct bpp_prover *p, point *out, const scalar *h, const scalar *g) {
    const ge25519_comb *combs[1 + ECB_BPP_MAX_EXTENSION_DEGREE];
    scalar sc[1 + ECB_BPP_MAX_EXTENSION_DEGREE];
    size_t n = 0;
    if (h != NULL) {
        combs[n] = &p->params->combs[0];
        sc[n++] = *h;
    }
    for (size_t k = 0; k < p->T; k++) {
        combs[n] = &p->params->combs[1 + k];
        sc[n++] = g[k];
    }
    msm_r255_prover_comb_msm(out, combs, sc, n);
    sodium_memzero(sc, sizeof sc);
}

/* out = sum of the public scalars on the original generators (in the order of the
 * parameters' static table: H, G_k, Gi[0], Hi[0], Gi[1], ...; zero entries are skipped) plus
 * the public dynamic terms (which may be secret: the MSM is constant time in its points),
 * gathered into one public-scalar MSM with the parameters' width-6 tables. */
static void public_static_msm(struct bpp_prover *p, point *out, const scalar *static_scalars,
                              const point *dyn, const scalar *dyn_scalars, size_t n_dyn) {
    const ecb_bpp_params *params = p->params;
    const size_t n_static = bpp_static_count(params, p->N), T = params->pc.extension_degree;
    size_t n = 0;
    for (size_t i = 0; i < n_dyn; i++, n++) {
        p->pub_points[n] = dyn[i];
        p->pub_scalars[n] = dyn_scalars[i];
        p->pub_tables[n] = NULL;
    }
    for (size_t i = 1 + T; i < n_static; i++) {
        if (ecb_ristretto255_scalar_is_zero(&static_scalars[i])) continue;
        const size_t j = (i - 1 - T) / 2, is_h = (i - 1 - T) & 1;
        p->pub_points[n] = is_h ? params->hi[j] : params->gi[j];
        p->pub_tables[n] = params->static_tables == NULL
                               ? NULL
                               : params->static_tables + (2 * j + is_h) * GE25519_STATIC_TABLE;
        p->pub_scalars[n++] = static_scalars[i];
    }
    msm_r255_prover_public_msm_static(out, p->pub_points, p->pub_tables, p->pub_scalars, n,
                                      p->msm_scratch);
    sodium_memzero(p->pub_points, n_dyn * sizeof *p->pub_points);
}

static size_t pattern_offset(size_t pattern, size_t k, size_t N) {
    size_t off = 0;
    for (size_t r = 0; r < k; r++)
        if ((pattern >> r) & 1) off += N >> (r + 1);
    return off;
}

/* y^-nu for a power of two nu, from the prover's table of y^-(2^i). */
static void y_inverse_power(scalar *out, const struct bpp_prover *p, size_t nu) {
    size_t i = 0;
    while (((size_t)1 << i) < nu)
        i++;
    *out = p->y_inv_pow2[i];
}

void bpp_class_round_point(struct bpp_prover *p, uint8_t out[32], size_t k, int right,
                           const scalar *c, const scalar *nonces) {
    const size_t N = p->N, nu = N >> (k + 1), patterns = (size_t)1 << k;
    const point *G0 = p->params->gi, *H0 = p->params->hi;
    /* L: a from 0, G from nu, b from nu, H from 0; R the other halves */
    const size_t sa = right ? nu : 0, sg = right ? 0 : nu, sb = right ? 0 : nu, sh = right ? nu : 0;
    size_t classes = 1, off[1 << (BPP_CLASS_ROUNDS - 1)];
    scalar e2[BPP_CLASS_ROUNDS], e_inv2[BPP_CLASS_ROUNDS], ynu[BPP_CLASS_ROUNDS],
        ynu_inv[BPP_CLASS_ROUNDS], scale, t, u;
    point secret_part, result, sg_sum[MAX_CLASSES], sh_sum[MAX_CLASSES];
    for (size_t r = 0; r < k; r++) {
        classes *= 3;
        ecb_ristretto255_scalar_sqr(&e2[r], &p->e[r]);
        ecb_ristretto255_scalar_sqr(&e_inv2[r], &p->e_inv[r]);
        ynu[r] = p->ypow[N >> (r + 1)];
        y_inverse_power(&ynu_inv[r], p, N >> (r + 1));
    }
    for (size_t q = 0; q < patterns; q++)
        off[q] = pattern_offset(q, k, N);
    if (right)
        scale = p->ypow[nu];
    else
        y_inverse_power(&scale, p, nu);

    /* secret: c H + sum nonce_k G_k */
    point *pts = p->msm_points;
    scalar *sc = p->msm_scalars;
    bpp_fixed_base_msm(p, &secret_part, c, nonces);

    /* the bit-selected sums, by class (digit r of the class: q_r - p_r + 1) */
    for (size_t cl = 0; cl < classes; cl++) {
        ecb_ristretto255_identity(&sg_sum[cl]);
        ecb_ristretto255_identity(&sh_sum[cl]);
    }
    for (size_t pa = 0; pa < patterns; pa++)
        for (size_t q = 0; q < patterns; q++) {
            size_t cl = 0;
            for (size_t r = k; r-- > 0;)
                cl = 3 * cl + (size_t)((int)((q >> r) & 1) - (int)((pa >> r) & 1) + 1);
            msm_r255_prover_selected_sum(&sg_sum[cl], p->bits + sa + off[pa], G0 + sg + off[q], nu);
            msm_r255_prover_selected_sum(&sh_sum[cl], p->bits + sb + off[pa], H0 + sh + off[q], nu);
        }

    /* public scalars on the class sums (secret points: public_msm_static) */
    size_t at = 0;
    for (size_t cl = 0; cl < classes; cl++) {
        scalar fg = scale, fh;
        ecb_ristretto255_scalar_from_u64(&fh, 1);
        for (size_t r = 0, rest = cl; r < k; r++, rest /= 3) {
            size_t digit = rest % 3;
            if (digit == 2) { /* p_r = 0, q_r = 1 */
                ecb_ristretto255_scalar_mul(&fg, &fg, &e2[r]);
                ecb_ristretto255_scalar_mul(&fg, &fg, &ynu_inv[r]);
                ecb_ristretto255_scalar_mul(&fh, &fh, &e_inv2[r]);
            } else if (digit == 0) { /* p_r = 1, q_r = 0 */
                ecb_ristretto255_scalar_mul(&fg, &fg, &e_inv2[r]);
                ecb_ristretto255_scalar_mul(&fg, &fg, &ynu[r]);
                ecb_ristretto255_scalar_mul(&fh, &fh, &e2[r]);
            }
        }
        pts[at] = sg_sum[cl];
        sc[at++] = fg;
        pts[at] = sh_sum[cl];
        sc[at++] = fh;
    }
    const size_t n_classes = at;

    /* public: -z scale (sum_p A(p)) sum_q G(q) (sum_{i < nu} G0[sg + off(q) + i]) as block
     * sums, and sum_q H(q) sum_i (sum_p B(p) b_public[sb + off(p) + i]) H0[sh + off(q) + i]
     * on the static table */
    const size_t T = p->T;
    scalar a_sum, *ss = p->static_scalars;
    memset(ss, 0, bpp_static_count(p->params, N) * sizeof *ss);
    ecb_ristretto255_scalar_mul(&a_sum, &p->z, &scale);
    ecb_ristretto255_scalar_neg(&a_sum, &a_sum);
    for (size_t r = 0; r < k; r++) {
        ecb_ristretto255_scalar_mul(&t, &p->e_inv[r], &ynu[r]);
        ecb_ristretto255_scalar_add(&t, &t, &p->e[r]);
        ecb_ristretto255_scalar_mul(&a_sum, &a_sum, &t);
    }
    for (size_t q = 0; q < patterns; q++, at++) {
        ecb_ristretto255_identity(&pts[at]);
        for (size_t i = 0; i < nu; i++)
            ecb_ristretto255_add(&pts[at], &pts[at], &G0[sg + off[q] + i]);
        sc[at] = a_sum;
        for (size_t r = 0; r < k; r++) {
            if ((q >> r) & 1) {
                ecb_ristretto255_scalar_mul(&sc[at], &sc[at], &p->e[r]);
                ecb_ristretto255_scalar_mul(&sc[at], &sc[at], &ynu_inv[r]);
            } else {
                ecb_ristretto255_scalar_mul(&sc[at], &sc[at], &p->e_inv[r]);
            }
        }
    }
    for (size_t q = 0; q < patterns; q++) {
        scalar hq;
        ecb_ristretto255_scalar_from_u64(&hq, 1);
        for (size_t r = 0; r < k; r++)
            ecb_ristretto255_scalar_mul(&hq, &hq, ((q >> r) & 1) ? &p->e_inv[r] : &p->e[r]);
        for (size_t i = 0; i < nu; i++) {
            memset(&u, 0, sizeof u);
            for (size_t pa = 0; pa < patterns; pa++) {
                t = p->b_public[sb + off[pa] + i];
                for (size_t r = 0; r < k; r++)
                    ecb_ristretto255_scalar_mul(&t, &t, ((pa >> r) & 1) ? &p->e[r] : &p->e_inv[r]);
                ecb_ristretto255_scalar_add(&u, &u, &t);
            }
            ecb_ristretto255_scalar_mul(&ss[2 + T + 2 * (sh + off[q] + i)], &u, &hq);
        }
    }
    /* one public-scalar MSM: the secret class sums, the block sums and the static terms */
    public_static_msm(p, &result, ss, pts, sc, at);
    ecb_ristretto255_add(&result, &result, &secret_part);
    ecb_ristretto255_encode(out, &result);
    sodium_memzero(pts, n_classes * sizeof *pts);
    sodium_memzero(&secret_part, sizeof secret_part);
    sodium_memzero(&result, sizeof result);
    sodium_memzero(sg_sum, sizeof sg_sum);
    sodium_memzero(sh_sum, sizeof sh_sum);
}

/* A sum of original generators with public scalars (in bpp_static_count order): the MSM
 * engine's precomputed tables when the parameters have them (faster than one table-building
 * chain for these sums), else public_static_msm. */
static void level_point_msm(struct bpp_prover *p, point *out, const scalar *ss) {
    const ecb_bpp_params *params = p->params;
    if (params->precomp != NULL &&
        ecb_msm_ristretto255_precomp_var(out, params->precomp, ss, bpp_static_count(params, p->N),
                                         NULL, NULL, 0, NULL) == ECB_OK)
        return;
    public_static_msm(p, out, ss, NULL, NULL, 0);
}

void bpp_level_points(struct bpp_prover *p, size_t level) {
    const size_t N = p->N, len = N >> level, patterns = (size_t)1 << level;
    scalar *gf = p->msm_scalars, *hf = p->msm_scalars + patterns;
    for (size_t q = 0; q < patterns; q++) { /* G(q), H(q) */
        ecb_ristretto255_scalar_from_u64(&gf[q], 1);
        ecb_ristretto255_scalar_from_u64(&hf[q], 1);
        for (size_t r = 0; r < level; r++) {
            if ((q >> r) & 1) {
                scalar ynu_inv;
                y_inverse_power(&ynu_inv, p, N >> (r + 1));
                ecb_ristretto255_scalar_mul(&gf[q], &gf[q], &p->e[r]);
                ecb_ristretto255_scalar_mul(&gf[q], &gf[q], &ynu_inv);
                ecb_ristretto255_scalar_mul(&hf[q], &hf[q], &p->e_inv[r]);
            } else {
                ecb_ristretto255_scalar_mul(&gf[q], &gf[q], &p->e_inv[r]);
                ecb_ristretto255_scalar_mul(&hf[q], &hf[q], &p->e[r]);
            }
        }
    }
    const size_t T = p->T, n_static = bpp_static_count(p->params, N);
    scalar *ss = p->static_scalars;
    memset(ss, 0, n_static * sizeof *ss);
    for (size_t j = 0; j < len; j++) {
        for (size_t q = 0; q < patterns; q++)
            ss[1 + T + 2 * (j + pattern_offset(q, level, N))] = gf[q];
        level_point_msm(p, &p->G[j], ss);
        for (size_t q = 0; q < patterns; q++) {
            size_t at = 1 + T + 2 * (j + pattern_offset(q, level, N));
            memset(&ss[at], 0, sizeof ss[at]);
            ss[at + 1] = hf[q];
        }
        level_point_msm(p, &p->H[j], ss);
        for (size_t q = 0; q < patterns; q++)
            memset(&ss[2 + T + 2 * (j + pattern_offset(q, level, N))], 0, sizeof *ss);
    }
}

void bpp_round_point(struct bpp_prover *p, uint8_t out[32], const scalar *c, const scalar *nonces,
                     const scalar *sa, const scalar *fa, const point *ga, const scalar *sb,
                     const scalar *fb, const point *hb, size_t len) {
    size_t t = 0;
    point result;
    p->msm_points[t] = p->params->pc.h;
    p->msm_scalars[t++] = *c;
    for (size_t k = 0; k < p->T; k++, t++) {
        p->msm_points[t] = p->params->pc.g[k];
        p->msm_scalars[t] = nonces[k];
    }
    for (size_t i = 0; i < len; i++, t++) {
        p->msm_points[t] = ga[i];
        ecb_ristretto255_scalar_mul(&p->msm_scalars[t], &sa[i], fa);
    }
    for (size_t i = 0; i < len; i++, t++) {
        p->msm_points[t] = hb[i];
        ecb_ristretto255_scalar_mul(&p->msm_scalars[t], &sb[i], fb);
    }
    msm_r255_prover_ct_msm(&result, p->msm_points, p->msm_scalars, t, p->msm_scratch);
    ecb_ristretto255_encode(out, &result);
    sodium_memzero(p->msm_scalars, t * sizeof(scalar));
}

void bpp_fold_points(point *g, size_t nu, const scalar *x) {
    for (size_t i = 0; i < nu; i++)
        msm_r255_prover_public_mul_add(&g[i], x, &g[nu + i], &g[i]);
}
