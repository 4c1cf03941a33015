/* Blobs as polynomials in evaluation form over the bit-reversed domain: decoding, evaluation at
 * any point by the barycentric formula, and the quotient (p(x) - p(z)) / (x - z) in evaluation
 * form (deneb/polynomial-commitments.md: evaluate_polynomial_in_evaluation_form,
 * compute_kzg_proof_impl, compute_quotient_eval_within_domain). */
#include "kzg/kzg_internal.h"

ecb_status kzg_blob_to_polynomial(fr381 *out, const uint8_t blob[ECB_KZG_BYTES_PER_BLOB]) {
    for (size_t i = 0; i < KZG_N; i++) {
        ecb_status st = fr381_decode(&out[i], blob + i * ECB_KZG_BYTES_PER_FIELD_ELEMENT);
        if (st != ECB_OK) return st;
    }
    return ECB_OK;
}

void kzg_evaluate(fr381 *y, fr381 inv[KZG_N], size_t *index, const fr381 p[KZG_N], const fr381 *z,
                  const ecb_kzg_settings *s, fr381 *scratch) {
    size_t m = KZG_N;
    for (size_t i = 0; i < KZG_N; i++) {
        fr381_sub(&inv[i], z, &s->roots_brp[i]);
        if (fr381_is_zero(&inv[i])) m = i; /* the roots are distinct: at most one */
    }
    fr381_batch_inv(inv, inv, KZG_N, scratch); /* the zero at m stays zero */
    *index = m;
    if (m < KZG_N) { /* z in the domain: the polynomial's own value there */
        *y = p[m];
        return;
    }
    /* f(z) = (z^N - 1) / N * sum_i f_i w_i / (z - w_i) */
    fr381 sum, t, zn, one, n_inv;
    fr381_zero(&sum);
    for (size_t i = 0; i < KZG_N; i++) {
        fr381_mul(&t, &p[i], &s->roots_brp[i]);
        fr381_mul(&t, &t, &inv[i]);
        fr381_add(&sum, &sum, &t);
    }
    zn = *z;
    for (int i = 0; i < KZG_LOG_N; i++)
        fr381_sqr(&zn, &zn);
    fr381_one(&one);
    fr381_sub(&zn, &zn, &one);
    fr381_from_u64(&n_inv, KZG_N);
    fr381_inv_var(&n_inv, &n_inv);
    fr381_mul(&sum, &sum, &zn);
    fr381_mul(y, &sum, &n_inv);
}

void kzg_quotient(fr381 q[KZG_N], const fr381 p[KZG_N], const fr381 *y, const fr381 inv[KZG_N],
                  size_t index, const fr381 *z, const ecb_kzg_settings *s) {
    /* q_i = (p_i - y) / (w_i - z) = (y - p_i) / (z - w_i) */
    fr381 sum, t;
    fr381_zero(&sum);
    for (size_t i = 0; i < KZG_N; i++) {
        fr381_sub(&t, y, &p[i]);
        fr381_mul(&q[i], &t, &inv[i]); /* 0 at index, filled below */
        if (index < KZG_N) {
            /* (p_i - y) w_i / (z - w_i) = -q_i w_i, summed for q_index */
            fr381_mul(&t, &q[i], &s->roots_brp[i]);
            fr381_sub(&sum, &sum, &t);
        }
    }
    if (index < KZG_N) {
        fr381 z_inv;
        fr381_inv_var(&z_inv, z); /* z is a root of unity: not zero */
        fr381_mul(&q[index], &sum, &z_inv);
    }
}

void kzg_to_scalars(ecb_bls12_381_scalar *out, const fr381 *in, size_t n) {
    for (size_t i = 0; i < n; i++)
        fr381_from_mont(out[i].v, &in[i]);
}
