/* Bernstein–Yang safegcd inversion (see modinv62.h).
 *
 * State: f, g (f = m and g = x initially) and d, e with d * x = f, e * x = g (mod m). A batch
 * applies 62 divsteps to the low bits of f, g, giving a 2x2 matrix T = [[u, v], [q, r]] with
 * 2^62 [f', g'] = T [f, g] and |u| + |v|, |q| + |r| <= 2^62; then [f, g] <- T [f, g] / 2^62
 * exactly and [d, e] <- T [d, e] / 2^62 (mod m). When g reaches 0, f = +-gcd = +-1 and
 * x^-1 = d * f. */
#include "field/modinv62.h"

#include <stddef.h>

#define M62 ((int64_t)(UINT64_MAX >> 2))

typedef struct {
    int64_t u, v, q, r;
} trans2x2;

/* 62 divsteps (BY §8: delta > 0 and g odd: (1 - delta, g, (g - f) / 2); otherwise
 * (1 + delta, f, (g + (g mod 2) f) / 2)) without branches on the data. The matrix is kept
 * scaled: the f row doubles each step instead of g halving. */
static int64_t divsteps_62(int64_t delta, uint64_t f, uint64_t g, trans2x2 *t) {
    uint64_t u = 1, v = 0, q = 0, r = 1;
    for (int i = 0; i < 62; i++) {
        uint64_t c1 = (uint64_t)((-delta) >> 63); /* delta > 0 */
        uint64_t c2 = -(g & 1);                   /* g odd */
        uint64_t s = c1 & c2;                     /* swap */
        uint64_t x = (f ^ s) - s, xu = (u ^ s) - s, xv = (v ^ s) - s;
        g += x & c2; /* g + f, or g - f when swapping */
        q += xu & c2;
        r += xv & c2;
        f += g & s; /* swapping: f <- f + (g - f) = g */
        u += q & s;
        v += r & s;
        delta = (int64_t)(((uint64_t)delta ^ s) - s) + 1;
        g >>= 1;
        u <<= 1;
        v <<= 1;
    }
    t->u = (int64_t)u;
    t->v = (int64_t)v;
    t->q = (int64_t)q;
    t->r = (int64_t)r;
    return delta;
}

/* The same 62 divsteps with branches: runs of zero bits of g are skipped at once. */
static int64_t divsteps_62_var(int64_t delta, uint64_t f, uint64_t g, trans2x2 *t) {
    uint64_t u = 1, v = 0, q = 0, r = 1, tmp;
    int left = 62;
    for (;;) {
        int z = __builtin_ctzll(g | (UINT64_MAX << left));
        g >>= z;
        u <<= z;
        v <<= z;
        delta += z;
        left -= z;
        if (left == 0) break;
        /* g is odd: the swapping step is (f, g) <- (g, -f) followed by the adding step. */
        if (delta > 0) {
            delta = -delta;
            tmp = f, f = g, g = -tmp;
            tmp = u, u = q, q = -tmp;
            tmp = v, v = r, r = -tmp;
        }
        g += f;
        q += u;
        r += v;
    }
    t->u = (int64_t)u;
    t->v = (int64_t)v;
    t->q = (int64_t)q;
    t->r = (int64_t)r;
    return delta;
}

/* [f, g] <- T [f, g] / 2^62 (exact). */
static void update_fg(int64_t *f, int64_t *g, const trans2x2 *t, int n) {
    __int128 cf = (__int128)t->u * f[0] + (__int128)t->v * g[0];
    __int128 cg = (__int128)t->q * f[0] + (__int128)t->r * g[0];
    cf >>= 62;
    cg >>= 62;
    for (int i = 1; i < n; i++) {
        cf += (__int128)t->u * f[i] + (__int128)t->v * g[i];
        cg += (__int128)t->q * f[i] + (__int128)t->r * g[i];
        f[i - 1] = (int64_t)cf & M62;
        g[i - 1] = (int64_t)cg & M62;
        cf >>= 62;
        cg >>= 62;
    }
    f[n - 1] = (int64_t)cf;
    g[n - 1] = (int64_t)cg;
}

/* [d, e] <- T [d, e] / 2^62 mod m, for d, e in (-2m, m); the results stay in (-2m, m).
 * First md, me add m to the negative inputs' products (bringing u d + v e within
 * |.| < 2^62 m), then subtract the multiple of m in [0, 2^62) that clears the low 62 bits, so
 * the quotient lies in (-2m, m). */
static void update_de(int64_t *d, int64_t *e, const trans2x2 *t, const ecb_modinv62_modinfo *m) {
    const int n = m->limbs;
    const int64_t u = t->u, v = t->v, q = t->q, r = t->r;
    int64_t sd = d[n - 1] >> 63, se = e[n - 1] >> 63;
    int64_t md = (u & sd) + (v & se), me = (q & sd) + (r & se);
    __int128 cd = (__int128)u * d[0] + (__int128)v * e[0];
    __int128 ce = (__int128)q * d[0] + (__int128)r * e[0];
    md -= (int64_t)((m->modulus_inv62 * (uint64_t)cd + (uint64_t)md) & (uint64_t)M62);
    me -= (int64_t)((m->modulus_inv62 * (uint64_t)ce + (uint64_t)me) & (uint64_t)M62);
    cd += (__int128)m->modulus[0] * md;
    ce += (__int128)m->modulus[0] * me;
    cd >>= 62;
    ce >>= 62;
    for (int i = 1; i < n; i++) {
        cd += (__int128)u * d[i] + (__int128)v * e[i] + (__int128)m->modulus[i] * md;
        ce += (__int128)q * d[i] + (__int128)r * e[i] + (__int128)m->modulus[i] * me;
        d[i - 1] = (int64_t)cd & M62;
        e[i - 1] = (int64_t)ce & M62;
        cd >>= 62;
        ce >>= 62;
    }
    d[n - 1] = (int64_t)cd;
    e[n - 1] = (int64_t)ce;
}

/* d <- d + (m & mask), limbs renormalised. */
static void cond_add_modulus(int64_t *d, int64_t mask, const ecb_modinv62_modinfo *m) {
    __int128 c = 0;
    for (int i = 0; i < m->limbs - 1; i++) {
        c += (__int128)d[i] + (m->modulus[i] & mask);
        d[i] = (int64_t)c & M62;
        c >>= 62;
    }
    d[m->limbs - 1] = (int64_t)(c + d[m->limbs - 1] + (m->modulus[m->limbs - 1] & mask));
}

/* d <- -d when mask is all ones, limbs renormalised. */
static void cond_negate(int64_t *d, int64_t mask, int n) {
    __int128 c = 0;
    for (int i = 0; i < n - 1; i++) {
        c += (d[i] ^ mask) - mask;
        d[i] = (int64_t)c & M62;
        c >>= 62;
    }
    d[n - 1] = (int64_t)(c + ((d[n - 1] ^ mask) - mask));
}

/* d in (-2m, m), f = +-1: d <- d * f mod m in [0, m). */
static void normalize(int64_t *d, int64_t f_top, const ecb_modinv62_modinfo *m) {
    cond_add_modulus(d, d[m->limbs - 1] >> 63, m); /* (-m, m) */
    cond_negate(d, f_top >> 63, m->limbs);         /* (-m, m) */
    cond_add_modulus(d, d[m->limbs - 1] >> 63, m); /* [0, m) */
}

static void modinv62(int64_t *x, const ecb_modinv62_modinfo *m, int var) {
    const int n = m->limbs;
    int64_t d[ECB_MODINV62_MAX_LIMBS] = {0}, e[ECB_MODINV62_MAX_LIMBS] = {0};
    int64_t f[ECB_MODINV62_MAX_LIMBS] = {0}, g[ECB_MODINV62_MAX_LIMBS] = {0};
    int64_t delta = 1;
    trans2x2 t;
    e[0] = 1;
    for (int i = 0; i < n; i++) {
        f[i] = m->modulus[i];
        g[i] = x[i];
    }
    for (int b = 0; b < m->batches; b++) {
        if (var) {
            int64_t any = 0;
            for (int i = 0; i < n; i++)
                any |= g[i];
            if (any == 0) break;
            delta = divsteps_62_var(delta, (uint64_t)f[0], (uint64_t)g[0], &t);
        } else {
            delta = divsteps_62(delta, (uint64_t)f[0], (uint64_t)g[0], &t);
        }
        update_de(d, e, &t, m);
        update_fg(f, g, &t, n);
    }
    normalize(d, f[n - 1], m);
    for (int i = 0; i < n; i++)
        x[i] = d[i];
}

void ecb_modinv62(int64_t *x, const ecb_modinv62_modinfo *m) {
    modinv62(x, m, 0);
}

void ecb_modinv62_var(int64_t *x, const ecb_modinv62_modinfo *m) {
    modinv62(x, m, 1);
}

void ecb_modinv62_from_u64(int64_t *out, int n62, const uint64_t *in, int n64) {
    unsigned __int128 acc = 0;
    int bits = 0, j = 0;
    for (int i = 0; i < n62; i++) {
        if (bits < 62 && j < n64) {
            acc |= (unsigned __int128)in[j++] << bits;
            bits += 64;
        }
        out[i] = (int64_t)((uint64_t)acc & (uint64_t)M62);
        acc >>= 62;
        bits -= 62;
    }
}

void ecb_modinv62_to_u64(uint64_t *out, int n64, const int64_t *in, int n62) {
    unsigned __int128 acc = 0;
    int bits = 0, j = 0;
    for (int i = 0; i < n62; i++) {
        acc |= (unsigned __int128)(uint64_t)in[i] << bits;
        bits += 62;
        if (bits >= 64 && j < n64) {
            out[j++] = (uint64_t)acc;
            acc >>= 64;
            bits -= 64;
        }
    }
    while (j < n64) {
        out[j++] = (uint64_t)acc;
        acc >>= 64;
    }
}
