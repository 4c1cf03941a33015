/* The interface of short Weierstrass groups y^2 = x^3 + b (a = 0) over a field F: one
 * declaration list stamped out per group by ECB_WEIERSTRASS_DECLARE(G, F), one implementation
 * (weierstrass_impl.h) included per group (BLS12-381 G1 over fp381 and G2 over fp2_381,
 * BLS12-377 G1 over fp377).
 *
 * Coordinates:
 *   G_aff   (x, y); the identity is (0, 0), which is never on these curves (b != 0).
 *   G_jac   Jacobian (X, Y, Z): x = X / Z^2, y = Y / Z^3; Z = 0 is the identity.
 *   G_proj  homogeneous projective (X : Y : Z): x = X / Z, y = Y / Z; (0 : 1 : 0) is the
 *           identity (the coordinates of the complete formulas used by constant-time code).
 *   G_xyzz  extended Jacobian (X, Y, ZZ, ZZZ): x = X / ZZ, y = Y / ZZZ, ZZ^3 = ZZZ^2; ZZ = 0 is
 *           the identity (the cheapest bucket coordinates for MSM).
 * Formulas are from the Explicit-Formulas Database (EFD, hyperelliptic.org/EFD, "g1p" shortw
 * Jacobian a = 0 and XYZZ), cited per function.
 *
 * Functions without _var are constant time in every point and scalar input (no secret
 * branches or memory indices). _var functions branch on their inputs: public data only.
 *
 *   G_jac_identity, G_jac_is_identity, G_aff_is_identity, G_jac_from_aff
 *   G_jac_neg, G_aff_neg
 *   G_jac_dbl                 dbl-2009-l, 2M + 5S; complete (identity and y = 0 included)
 *   G_jac_add                 complete addition: add-2007-bl (11M + 5S) plus a doubling, with
 *                             the identity, P = Q and P = -Q cases chosen by masks
 *   G_jac_add_var             add-2007-bl, exceptional cases by branches
 *   G_jac_add_aff_var         madd-2007-bl (7M + 4S), mixed Jacobian + affine
 *   G_jac_equal               1 when a and b are the same point (constant time)
 *   G_jac_to_aff              one inversion (constant time)
 *   G_jac_batch_to_aff        n points, one inversion (Montgomery's trick), scratch: n field
 *                             elements; identities map to (0, 0); _var uses the variable-time
 *                             inversion
 *   G_aff_is_on_curve         y^2 = x^3 + b (the identity (0, 0) is not)
 *   G_jac_is_on_curve         Y^2 = X^3 + b Z^6 (the identity is)
 *   G_xyzz_identity, G_xyzz_from_aff, G_xyzz_to_jac (X ZZ, Y ZZZ, ZZ: 2M)
 *   G_xyzz_dbl                dbl-2008-s-1, 6M + 3S
 *   G_xyzz_add_var            add-2008-s, 12M + 2S
 *   G_xyzz_add_aff_var        madd-2008-s, 8M + 2S
 *   G_jac_mul                 k P for a 256-bit k (4 little-endian limbs): fixed 4-bit windows,
 *                             a 16-entry table read by a full constant-time scan, complete
 *                             projective formulas (G_proj_mul_multi); constant time in k and
 *                             P. Exact for P in an odd-order subgroup (the completeness of
 *                             RCB's formulas needs no 2-torsion among the multiples)
 *   G_jac_mul_var             k P by width-5 wNAF; public k and P only
 *   G_jac_mul_u64_var         k P for a public 64-bit k (double-and-add)
 *   G_proj_from_jac, G_proj_to_jac   Jacobian <-> projective (2M + 1S each)
 *   G_proj_add                complete projective addition, RCB 2016 Algorithm 7, 12M
 *   G_proj_dbl                complete projective doubling, RCB 2016 Algorithm 9, 6M + 2S
 *   G_proj_table16            t[i] = i P for i < 16 in projective form (constant time)
 *   G_proj_mul_multi          sum_j d_j B_j (Jacobian result) for m <= 4 bases given by their
 *                             16-entry projective tables and digits of `limbs` words: shared
 *                             doublings, 4-bit windows, constant-time lookups, complete
 *                             additions (the engine of G_jac_mul and of the endomorphism-split
 *                             multiplications; constant time)
 *   G_jac_odd_multiples_var   t[i] = (2i + 1) P for i < 8
 *   G_jac_mul_multi_var       the same sum from odd-multiple tables by interleaved width-5
 *                             wNAF (Straus); public data only
 *   G_jac_mul_u64             k P for a public 64-bit k (double-and-add with complete
 *                             additions): constant time in P, branches only on k (cofactor
 *                             clearing of secret-derived points)
 *   G_jac_mul_endo2           k1 P + k2 E(P) for 128-bit halves kk = (k1, k2) (2 limbs each)
 *                             and an endomorphism E given on projective points (a GLV split):
 *                             the table of P, mapped by E, into G_proj_mul_multi; constant time
 *                             in kk and P
 *   G_jac_mul_endo2_var       the same from Jacobian odd multiples through G_jac_mul_multi_var;
 *                             public data only */
#ifndef ECBATCH_GROUP_WEIERSTRASS_H
#define ECBATCH_GROUP_WEIERSTRASS_H

#include <stddef.h>
#include <stdint.h>

#define ECB_WEIERSTRASS_DECLARE(G, F)                                                              \
    typedef struct G##_aff {                                                                       \
        F x, y;                                                                                    \
    } G##_aff;                                                                                     \
    typedef struct G##_jac {                                                                       \
        F X, Y, Z;                                                                                 \
    } G##_jac;                                                                                     \
    typedef struct G##_proj {                                                                      \
        F X, Y, Z;                                                                                 \
    } G##_proj;                                                                                    \
    typedef struct G##_xyzz {                                                                      \
        F X, Y, ZZ, ZZZ;                                                                           \
    } G##_xyzz;                                                                                    \
    void G##_jac_identity(G##_jac *r);                                                             \
    int G##_jac_is_identity(const G##_jac *a);                                                     \
    int G##_aff_is_identity(const G##_aff *a);                                                     \
    void G##_jac_from_aff(G##_jac *r, const G##_aff *a);                                           \
    void G##_jac_neg(G##_jac *r, const G##_jac *a);                                                \
    void G##_aff_neg(G##_aff *r, const G##_aff *a);                                                \
    void G##_jac_dbl(G##_jac *r, const G##_jac *a);                                                \
    void G##_jac_add(G##_jac *r, const G##_jac *a, const G##_jac *b);                              \
    void G##_jac_add_var(G##_jac *r, const G##_jac *a, const G##_jac *b);                          \
    void G##_jac_add_aff_var(G##_jac *r, const G##_jac *a, const G##_aff *b);                      \
    int G##_jac_equal(const G##_jac *a, const G##_jac *b);                                         \
    void G##_jac_to_aff(G##_aff *r, const G##_jac *a);                                             \
    void G##_jac_batch_to_aff(G##_aff *out, const G##_jac *in, size_t n, F *scratch);              \
    void G##_jac_batch_to_aff_var(G##_aff *out, const G##_jac *in, size_t n, F *scratch);          \
    int G##_aff_is_on_curve(const G##_aff *a);                                                     \
    int G##_jac_is_on_curve(const G##_jac *a);                                                     \
    void G##_xyzz_identity(G##_xyzz *r);                                                           \
    void G##_xyzz_from_aff(G##_xyzz *r, const G##_aff *a);                                         \
    void G##_xyzz_to_jac(G##_jac *r, const G##_xyzz *a);                                           \
    void G##_xyzz_dbl(G##_xyzz *r, const G##_xyzz *a);                                             \
    void G##_xyzz_add_var(G##_xyzz *r, const G##_xyzz *a, const G##_xyzz *b);                      \
    void G##_xyzz_add_aff_var(G##_xyzz *r, const G##_xyzz *a, const G##_aff *b);                   \
    void G##_jac_mul(G##_jac *r, const G##_jac *p, const uint64_t k[4]);                           \
    void G##_jac_mul_var(G##_jac *r, const G##_jac *p, const uint64_t k[4]);                       \
    void G##_jac_mul_u64_var(G##_jac *r, const G##_jac *p, uint64_t k);                            \
    void G##_proj_from_jac(G##_proj *r, const G##_jac *a);                                         \
    void G##_proj_to_jac(G##_jac *r, const G##_proj *a);                                           \
    void G##_proj_add(G##_proj *r, const G##_proj *p, const G##_proj *q);                          \
    void G##_proj_dbl(G##_proj *r, const G##_proj *p);                                             \
    void G##_proj_table16(G##_proj t[16], const G##_jac *p);                                       \
    void G##_proj_mul_multi(G##_jac *r, const G##_proj(*tables)[16], const uint64_t *digits,       \
                            int m, int limbs);                                                     \
    void G##_jac_odd_multiples_var(G##_jac t[8], const G##_jac *p);                                \
    void G##_jac_mul_multi_var(G##_jac *r, const G##_jac(*odd)[8], const uint64_t *digits, int m,  \
                               int limbs);                                                         \
    void G##_jac_mul_u64(G##_jac *r, const G##_jac *p, uint64_t k);                                \
    void G##_jac_mul_endo2(G##_jac *r, const G##_jac *p, const uint64_t kk[4],                     \
                           void (*endo)(G##_proj *, const G##_proj *));                            \
    void G##_jac_mul_endo2_var(G##_jac *r, const G##_jac *p, const uint64_t kk[4],                 \
                               void (*endo)(G##_jac *, const G##_jac *));

#endif
