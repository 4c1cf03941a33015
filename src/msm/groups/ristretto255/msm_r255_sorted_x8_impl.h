/* The sorted 8-lane Pippenger task of ristretto255's ifma level, shared by its kernel shapes
 * (msm_shape.h), which differ in how a step fetches its eight addends: the including file
 * defines X8_FETCH(ge8_cached *q, const ge4_cached *pa, const uint32_t *e) and includes this
 * inside its AVX-512 IFMA target region; it gets sorted_x8_task (a shape's task) and
 * sorted_x8_adds (its unit_adds). Eight bucket sums run side by side, one per lane of the
 * edwards25519_x8_ifma.h formulas, where the engine's loop (msm_pippenger_impl.h) adds one point at
 * a time spread over four lanes.
 *
 * Schedule: the chunk's non-zero digits of window j are sorted by bucket (a counting sort),
 * the sorted list is cut into eight contiguous segments of S = ceil(m / 8) entries, and lane l
 * walks segment l, keeping its running bucket sum in the vector registers. No vector step can
 * put one bucket's accumulator in two lanes: a bucket cut by a segment boundary gets one
 * partial sum per lane, merged when the lanes write them out. A lane writes its sum when its
 * bucket changes (a copy into an empty bucket, an addition into one a neighbouring lane wrote)
 * and restarts from the identity, so per bucket the points cost one multi-buffer addition each
 * and nothing else; addends are fetched from the normalised points (ge4_cached) by index,
 * and the list's tail, up to 8 S, adds the identity.
 *
 * Reduction: with K >= MSM_X8_ROWS_MIN buckets they are written in L = K / 8 rows of eight
 * lanes (bucket k in lane k / L of row k mod L, empty ones the identity), and the running sums
 * from the top row run in all lanes at once: lane l gets T_l = sum_r (r + 1) B_(lL+r) and
 * R_l = sum_r B_(lL+r), and sum_k (k + 1) B_k = sum_l T_l + L sum_l l R_l. Fewer buckets take
 * the running sum one bucket at a time. Variable time: public points and scalars only. */
#ifndef X8_FETCH
#error "define X8_FETCH before including msm_r255_sorted_x8_impl.h"
#endif

typedef ge4_p3 msm_pt;
typedef ge4_cached msm_aff;

/* Steps between prefetching a step's addends and adding them. */
#define MSM_X8_PREFETCH_STEPS 4u
/* Sorted-list entry of a padding slot (adds the identity). */
#define MSM_X8_PAD UINT32_C(0xffffffff)
#define MSM_X8_NEG UINT32_C(0x80000000)

/* The including shape's fetch: q = the eight addends of sorted entries e[0..8) (a point index,
 * MSM_X8_NEG set for a negative digit, which the addition applies; MSM_X8_PAD: the identity
 * (1, 1, 2, 0)) from the chunk's normalised points pa. */
static inline void X8_FETCH(ge8_cached *q, const ge4_cached *pa, const uint32_t *e);

/* Buckets at which the reduction runs in lanes (rows of eight). */
#define MSM_X8_ROWS_MIN 128u

_Static_assert(sizeof(msm_aff) == 160, "addend offsets are index * 160");
_Static_assert(sizeof(msm_pt) == 160 && sizeof(ge8_p3) == 8 * sizeof(msm_pt),
               "K buckets are K ge4_p3 or K / 8 rows of ge8_p3");

/* A window's buckets: K ge4_p3 (L = 0) or L = K / 8 rows of 160 words, a ge8_p3's layout
 * (bucket k in lane k >> log2 L of row k & (L - 1)); filled[k] set once bucket k was written.
 * Rows are read and written as words or with vector loads and stores, never as ge8_p3. */
struct x8_buckets {
    msm_pt *B;
    uint64_t *rows;
    size_t L;
    unsigned log2L;
    uint8_t *filled;
};

#define MSM_X8_ROW_WORDS 160u

/* Limb i of coordinate cd of lane l in a row (a ge8_p3 stored by x8_store). */
static inline uint64_t *x8_word(uint64_t *row, int cd, int i, unsigned l) {
    return row + 8 * (5 * cd + i) + l;
}

static inline void x8_store(uint64_t *row, const ge8_p3 *p) {
    const fe8 *coord[4] = {&p->X, &p->Y, &p->Z, &p->T};
    for (int cd = 0; cd < 4; cd++)
        for (int i = 0; i < 5; i++)
            _mm512_store_si512((void *)(row + 8 * (5 * cd + i)), coord[cd]->l[i]);
}

static inline void x8_load(ge8_p3 *p, const uint64_t *row) {
    fe8 *coord[4] = {&p->X, &p->Y, &p->Z, &p->T};
    for (int cd = 0; cd < 4; cd++)
        for (int i = 0; i < 5; i++)
            coord[cd]->l[i] = _mm512_load_si512((const void *)(row + 8 * (5 * cd + i)));
}

/* Lane l of a row as a ge4_p3. */
static inline void x8_lane(msm_pt *p, uint64_t *row, unsigned l) {
    for (int i = 0; i < 5; i++)
        p->v.l[i] = (fe4_vec)_mm256_set_epi64x(
            (long long)*x8_word(row, 3, i, l), (long long)*x8_word(row, 2, i, l),
            (long long)*x8_word(row, 1, i, l), (long long)*x8_word(row, 0, i, l));
}

/* Adds p into bucket k: a copy into an empty bucket, an addition into one a neighbouring lane
 * wrote (a bucket split between two lanes' segments). */
static void x8_put(struct x8_buckets *bk, uint32_t k, const msm_pt *p) {
    if (bk->L == 0) {
        if (bk->filled[k])
            ge4_add_p3(&bk->B[k], &bk->B[k], p);
        else
            bk->B[k] = *p;
    } else {
        uint64_t *row = bk->rows + MSM_X8_ROW_WORDS * (k & (bk->L - 1));
        unsigned l = k >> bk->log2L;
        msm_pt s = *p;
        if (bk->filled[k]) {
            msm_pt old;
            x8_lane(&old, row, l);
            ge4_add_p3(&s, &old, p);
        }
        for (int i = 0; i < 5; i++) {
            uint64_t w[4];
            _mm256_storeu_si256((__m256i *)(void *)w, (__m256i)s.v.l[i]);
            for (int cd = 0; cd < 4; cd++)
                *x8_word(row, cd, i, l) = w[cd];
        }
    }
    bk->filled[k] = 1;
}

/* Writes the lanes set in lanes of acc into their buckets bucket[l]. */
static void x8_flush_lanes(struct x8_buckets *bk, const ge8_p3 *acc, __m256i bucket,
                           __mmask8 lanes) {
    _Alignas(64) uint64_t tmp[MSM_X8_ROW_WORDS];
    _Alignas(32) uint32_t k[8];
    x8_store(tmp, acc);
    _mm256_store_si256((__m256i *)(void *)k, bucket);
    for (unsigned l = 0; l < 8; l++) {
        if (!(lanes >> l & 1)) continue;
        msm_pt p;
        x8_lane(&p, tmp, l);
        x8_put(bk, k[l], &p);
    }
}

/* *out = sum_k (k + 1) B_k over rows of buckets (see the reduction above). */
static void x8_running_sum(msm_pt *out, const struct x8_buckets *bk) {
    ge8_p3 run, tot, b;
    _Alignas(64) uint64_t tmp[MSM_X8_ROW_WORDS];
    ge8_p3_0(&run);
    ge8_p3_0(&tot);
    for (size_t r = bk->L; r-- > 0;) {
        x8_load(&b, bk->rows + MSM_X8_ROW_WORDS * r);
        ge8_add_p3(&run, &run, &b);
        ge8_add_p3(&tot, &tot, &run);
    }
    msm_pt t, u, v;
    x8_store(tmp, &run);
    ge4_p3_0(&u);
    ge4_p3_0(&v);
    for (unsigned l = 8; l-- > 1;) { /* v = sum_l l R_l */
        x8_lane(&t, tmp, l);
        ge4_add_p3(&u, &u, &t);
        ge4_add_p3(&v, &v, &u);
    }
    ge4_dbl_n(out, &v, bk->log2L);
    x8_store(tmp, &tot);
    for (unsigned l = 0; l < 8; l++) {
        x8_lane(&t, tmp, l);
        ge4_add_p3(out, out, &t);
    }
}

/* Prefetches the addends of the eight sorted entries at e. */
static inline void x8_prefetch(const msm_aff *pa, const uint32_t *e) {
    for (unsigned l = 0; l < 8; l++) {
        if (e[l] == MSM_X8_PAD) continue;
        const char *p = (const char *)&pa[e[l] & ~MSM_X8_NEG];
        __builtin_prefetch(p, 0, 3);
        __builtin_prefetch(p + 64, 0, 3);
        __builtin_prefetch(p + 128, 0, 3);
    }
}

/* sum_k (k + 1) B_k over the filled ones of K single buckets, as sum_k R_k with running sums
 * R_k = sum_{i >= k} B_i from the top bucket. */
static void bucket_running_sum(msm_pt *out, const msm_pt *B, const uint8_t *filled, size_t K) {
    msm_pt run, tot;
    int have_run = 0, have_tot = 0;
    for (size_t k = K; k-- > 0;) {
        if (filled[k]) {
            if (have_run)
                ge4_add_p3(&run, &run, &B[k]);
            else
                run = B[k];
            have_run = 1;
        }
        if (!have_run) continue;
        if (have_tot)
            ge4_add_p3(&tot, &tot, &run);
        else
            tot = run;
        have_tot = 1;
    }
    if (have_tot)
        *out = tot;
    else
        ge4_p3_0(out);
}

/* The shape's task (msm_pip_job): sort the chunk's points by their digit of window j,
 * accumulate the buckets eight at a time, then reduce sum_k k B_k with running sums from the
 * top bucket. Scratch: K uint32 bucket starts, then the digits, entries and buckets of the
 * sorted list, m + 8 uint32 each. */
MSM_HOT static void sorted_x8_task(const msm_pip_job *job) {
    unsigned cw = job->window, j = job->j;
    size_t K = job->K, n = job->m;
    struct x8_buckets bk = {job->buckets, job->buckets, 0, 0, job->filled};
    uint32_t *start = job->scratch;
    size_t cap = n + 8;
    int32_t *dig = (int32_t *)(void *)((unsigned char *)job->scratch +
                                       ((K * sizeof(uint32_t) + 63) & ~(size_t)63));
    uint32_t *ent = (uint32_t *)(dig + cap), *bkt = ent + cap;
    const msm_aff *pa = job->aff;
    const ecb_ristretto255_scalar *ks = job->scalars;
    msm_pt *out = job->out;

    /* counting sort: start[k] = first sorted position of bucket k */
    memset(bk.filled, 0, K);
    memset(start, 0, K * sizeof(uint32_t));
    for (size_t t = 0; t < n; t++) {
        int32_t d = msm_booth_digit(ks[t].v, 4, cw, j);
        dig[t] = d;
        if (d != 0) start[(d < 0 ? -d : d) - 1]++;
    }
    uint32_t m = 0;
    for (size_t k = 0; k < K; k++) {
        uint32_t count = start[k];
        start[k] = m;
        m += count;
    }
    if (m == 0) {
        ge4_p3_0(out);
        return;
    }
    /* sorted position pos goes to lane pos / S, step pos % S: slot 8 (pos % S) + pos / S */
    uint32_t S = (m + 7) / 8, last = 0;
    for (size_t t = 0; t < n; t++) {
        int32_t d = dig[t];
        if (d == 0) continue;
        uint32_t k = (uint32_t)(d < 0 ? -d : d) - 1, pos = start[k]++;
        uint32_t slot = 8 * (pos % S) + pos / S;
        ent[slot] = (uint32_t)t | (d < 0 ? MSM_X8_NEG : 0);
        bkt[slot] = k;
        if (k > last) last = k;
    }
    for (uint32_t pos = m; pos < 8 * S; pos++) {
        uint32_t slot = 8 * (pos % S) + pos / S;
        ent[slot] = MSM_X8_PAD;
        bkt[slot] = last;
    }

    if (K >= MSM_X8_ROWS_MIN) {
        bk.L = K / 8;
        bk.log2L = (unsigned)__builtin_ctzll(bk.L);
        ge8_p3 id;
        ge8_p3_0(&id);
        for (size_t r = 0; r < bk.L; r++)
            x8_store(bk.rows + MSM_X8_ROW_WORDS * r, &id);
    }

    ge8_p3 acc;
    ge8_p3_0(&acc);
    __m256i prev = _mm256_loadu_si256((const __m256i *)(const void *)bkt);
    for (uint32_t t = 0; t < S; t++) {
        __m256i cur = _mm256_loadu_si256((const __m256i *)(const void *)(bkt + 8 * (size_t)t));
        __mmask8 change = _mm256_cmpneq_epu32_mask(cur, prev);
        if (change) {
            x8_flush_lanes(&bk, &acc, prev, change);
            ge8_reset_lanes(&acc, &acc, change);
            prev = cur;
        }
        if (t + MSM_X8_PREFETCH_STEPS < S)
            x8_prefetch(pa, ent + 8 * (size_t)(t + MSM_X8_PREFETCH_STEPS));
        __m256i e = _mm256_loadu_si256((const __m256i *)(const void *)(ent + 8 * (size_t)t));
        __mmask8 neg = _mm256_test_epi32_mask(e, _mm256_set1_epi32((int)MSM_X8_NEG));
        ge8_cached q;
        X8_FETCH(&q, pa, ent + 8 * (size_t)t);
        ge8_add_cached(&acc, &acc, &q, neg);
    }
    /* lanes past the list (l S >= m) hold only padding */
    __mmask8 real = 0;
    for (unsigned l = 0; l < 8; l++)
        if ((uint64_t)l * S < m) real |= (__mmask8)(1u << l);
    x8_flush_lanes(&bk, &acc, prev, real);
    if (bk.L)
        x8_running_sum(out, &bk);
    else
        bucket_running_sum(out, bk.B, bk.filled, K);
}

/* Its unit cost (msm_shape.h unit_adds): R additions of addends scattered over aff,
 * gathered and prefetched as the task does. */
MSM_HOT static void sorted_x8_adds(void *out_pt, const void *aff_v, size_t n, size_t R) {
    msm_pt *out = out_pt;
    const msm_aff *aff = aff_v;
    ge8_p3 acc;
    ge8_p3_0(&acc);
    uint32_t e[(MSM_X8_PREFETCH_STEPS + 1) * 8];
    for (size_t i = 0; i < R / 8; i++) {
        uint32_t *now = e + 8 * (i % (MSM_X8_PREFETCH_STEPS + 1));
        for (size_t s = i == 0 ? 0 : MSM_X8_PREFETCH_STEPS; s <= MSM_X8_PREFETCH_STEPS; s++) {
            uint32_t *at = e + 8 * ((i + s) % (MSM_X8_PREFETCH_STEPS + 1));
            for (unsigned l = 0; l < 8; l++)
                at[l] = (uint32_t)((((i + s) * 8 + l) * 2654435761u) & (n - 1)) |
                        (l & 1 ? MSM_X8_NEG : 0);
            x8_prefetch(aff, at);
        }
        ge8_cached q;
        X8_FETCH(&q, aff, now);
        ge8_add_cached(&acc, &acc, &q, 0xaa);
    }
    uint8_t filled = 0;
    struct x8_buckets bk = {out, NULL, 0, 0, &filled};
    x8_flush_lanes(&bk, &acc, _mm256_setzero_si256(), 1);
}

/* The shape entry of a sorted 8-lane shape named `name` (msm_shape.h) whose addition has the
 * built-in unit cost `unit` (ns), `intel` on Intel family 6, its set figures in *set_.
 * Scratch: a bucket start per bucket, then a digit, an entry and a bucket index per point. */
#define SORTED_X8_SHAPE(name_, unit, intel, set_)                                                  \
    {                                                                                              \
        .name = name_, .strategy = ECB_MSM_PIPPENGER, .unit_ns = unit,                             \
        .families = (const msm_shape_family[]){{ECB_CPU_VENDOR_INTEL, 6, intel, 0}},               \
        .n_families = 1, .set = set_, .sorted = 1, .point_bytes = 3 * sizeof(uint32_t),            \
        .bucket_bytes = sizeof(uint32_t), .pippenger = sorted_x8_task, .unit_adds = sorted_x8_adds \
    }
