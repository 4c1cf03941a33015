/* Precomputed Straus: static points' odd-multiple tables built once (the precomp object),
 * interleaved with the dynamic points' Straus tables on one doubling chain.
 * Part of the MSM engine template (msm_engine_impl.h includes it; see there for the contract the
 * instantiating group provides). Variable time: public points and scalars only. */

/* Odd multiples P, 3P, ..., (2^(w-1) - 1)P of every static point, normalised, built once.
 * An instantiation may name the type (MSM_PRECOMP) to share it between instantiations of
 * the same group; the entry points take it as the opaque msm_precomp (msm_plan.h). */
#ifndef MSM_PRECOMP
#define MSM_PRECOMP struct engine_precomp_tables
#endif
MSM_PRECOMP {
    size_t n;
    unsigned w;
    size_t E;      /* entries per point, 2^(w-2) */
    msm_aff *tab;  /* n * E */
    uint8_t *skip; /* 1 for identity points (no table) */
};

#define MSM_PRECOMP_CHUNK 64u

MSM_API void engine_precomp_free(msm_precomp *opaque) {
    MSM_PRECOMP *pre = (MSM_PRECOMP *)opaque;
    if (pre == NULL) return;
    ecb_free(pre->tab);
    ecb_free(pre->skip);
    ecb_free(pre);
}

/* Builds the tables, normalising MSM_PRECOMP_CHUNK points' tables per inversion. */
MSM_API ecb_status engine_precomp_new(msm_precomp **out, const msm_input *points, size_t n,
                                      unsigned w) {
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    *out = NULL;
    if (n > 0 && points == NULL) return ECB_ERR_NULL_POINTER;
    if (n > ECB_MSM_MAX_POINTS) return ECB_ERR_SIZE_OVERFLOW;
    if (w == 0) w = 8;
    if (w < MSM_STRAUS_WMIN || w > MSM_STRAUS_WMAX) return ECB_ERR_INVALID_ARGUMENT;
    size_t E = (size_t)1 << (w - 2);
    MSM_PRECOMP *pre = ecb_calloc(1, sizeof *pre);
    msm_pt *tmp = ecb_malloc(MSM_PRECOMP_CHUNK * E * sizeof(msm_pt));
    msm_aff *tmpa = ecb_malloc(MSM_PRECOMP_CHUNK * E * sizeof(msm_aff));
    void *batch = ecb_malloc(MSM_PRECOMP_CHUNK * E * MSM_DESC->batch_scratch);
    if (pre != NULL) {
        pre->tab = ecb_calloc(n ? n * E : 1, sizeof(msm_aff));
        pre->skip = ecb_calloc(n ? n : 1, 1);
    }
    if (pre == NULL || tmp == NULL || tmpa == NULL || batch == NULL || pre->tab == NULL ||
        pre->skip == NULL) {
        engine_precomp_free((msm_precomp *)pre);
        ecb_free(tmp);
        ecb_free(tmpa);
        ecb_free(batch);
        return ECB_ERR_OUT_OF_MEMORY;
    }
    pre->n = n;
    pre->w = w;
    pre->E = E;
    size_t idx[MSM_PRECOMP_CHUNK];
    for (size_t lo = 0; lo < n; lo += MSM_PRECOMP_CHUNK) {
        size_t hi = n - lo < MSM_PRECOMP_CHUNK ? n : lo + MSM_PRECOMP_CHUNK, m = 0;
        for (size_t i = lo; i < hi; i++) {
            if (msm_input_is_identity_var(&points[i])) {
                pre->skip[i] = 1;
                continue;
            }
            msm_pt *t = tmp + m * E, p2;
            msm_pt_load(&t[0], &points[i]);
            if (E > 1) {
                msm_pt_dbl_n(&p2, &t[0], 1);
                for (size_t e = 1; e < E; e++)
                    msm_pt_add(&t[e], &t[e - 1], &p2);
            }
            idx[m++] = i;
        }
        msm_batch_to_aff(tmpa, tmp, m * E, batch);
        for (size_t k = 0; k < m; k++)
            memcpy(pre->tab + idx[k] * E, tmpa + k * E, E * sizeof(msm_aff));
    }
    ecb_free(tmp);
    ecb_free(tmpa);
    ecb_free(batch);
    *out = (msm_precomp *)pre;
    return ECB_OK;
}

/* out = sum_{i < ns} ss[i] P_i + sum_{j < nd} ds[j] dp[j], P_i the static points. */
MSM_API ecb_status engine_precomp_msm(MSM_OUTPUT *out, const msm_precomp *opaque,
                                      const msm_scalar *ss, size_t ns, const msm_input *dp,
                                      const msm_scalar *ds, size_t nd, const ecb_msm_options *opt) {
    const MSM_PRECOMP *pre = (const MSM_PRECOMP *)opaque;
    if (out == NULL || pre == NULL) return ECB_ERR_NULL_POINTER;
    engine_store_identity(out);
    if ((ns > 0 && ss == NULL) || (nd > 0 && (dp == NULL || ds == NULL)))
        return ECB_ERR_NULL_POINTER;
    if (nd > ECB_MSM_MAX_POINTS) return ECB_ERR_SIZE_OVERFLOW;
    if (ns > pre->n) return ECB_ERR_LENGTH;
    ecb_msm_strategy s;
    unsigned threads, window;
    ecb_status st = engine_read_options(opt, &s, &threads, &window);
    if (st != ECB_OK) return st;
    if (s != ECB_MSM_AUTO && s != ECB_MSM_NAIVE && s != ECB_MSM_STRAUS &&
        s != ECB_MSM_PRECOMPUTED_STRAUS && s != ECB_MSM_PIPPENGER)
        return ECB_ERR_UNSUPPORTED;
    /* static terms kept: non-zero scalar and a table */
    size_t ks = 0, kd;
    unsigned bd;
    uint64_t orl[MSM_SCALAR_LIMBS] = {0};
    for (size_t i = 0; i < ns; i++) {
        const uint64_t *l = msm_scalar_limbs(&ss[i]);
        if (msm_limbs_any(l, MSM_SCALAR_LIMBS) == 0 || pre->skip[i]) continue;
        msm_limbs_or(orl, l, MSM_SCALAR_LIMBS);
        ks++;
    }
    st = engine_scan(dp, ds, nd, &kd, &bd);
    if (st != ECB_OK) return st;
    unsigned bits = msm_bitlen(orl, MSM_SCALAR_LIMBS);
    if (bd > bits) bits = bd;
    if (bits > MSM_DESC->max_scalar_bits) return ECB_ERR_INVALID_ARGUMENT;
    struct engine_call c;
    memset(&c, 0, sizeof c);
    size_t limit = (opt != NULL && opt->scratch != NULL) ? opt->scratch_size : SIZE_MAX;
    st = msm_plan_precomp(MSM_DESC, ks, kd, bits, threads, opt ? opt->costs : NULL, s, window,
                          pre->w, limit, &c.plan);
    if (st != ECB_OK) return st;
    if (opt != NULL && opt->plan_used != NULL) *opt->plan_used = c.plan;
    if (ks + kd == 0 || bits == 0) return ECB_OK;
    c.n = ks + kd;
    c.n_static = ks;
    c.bits = bits;
    c.ws = pre->w;
    engine_choose_shape(&c, opt);
    if (msm_layout_make(MSM_DESC, c.n, &c.plan, &c.layout) != 0) return ECB_ERR_SIZE_OVERFLOW;
    void *owned;
    st = engine_get_scratch(&c, opt, &owned);
    if (st != ECB_OK) return st;
    size_t j = 0;
    for (size_t i = 0; i < ns; i++) {
        const uint64_t *l = msm_scalar_limbs(&ss[i]);
        if (msm_limbs_any(l, MSM_SCALAR_LIMBS) == 0 || pre->skip[i]) continue;
        const msm_aff *t = pre->tab + i * pre->E;
        c.scalars[j] = ss[i];
        if (c.plan.strategy == ECB_MSM_PRECOMPUTED_STRAUS)
            c.col_tab[j] = t;
        else if (c.plan.strategy == ECB_MSM_PIPPENGER)
            c.aff[j] = *t;
        else
            msm_pt_from_aff(&c.points[j], t);
        j++;
    }
    engine_gather(&c, j, dp, ds, nd);
    if (c.plan.strategy == ECB_MSM_NAIVE) c.n_static = 0;
    engine_execute_store(out, &c);
    ecb_free(owned);
    return ECB_OK;
}
