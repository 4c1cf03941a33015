/* SM_(batch) in eight lanes (fp_x8_ifma.h, AVX-512 IFMA), part of bte_smul_impl.h (included from
 * there when bte_smul.c defines SM_FE8, the 8-lane type of SM_F, and SM_F8(op), its
 * operations). Same sums, bit for bit, and the same zero flag as the scalar batch.
 *
 * Lane k runs entries k L .. k L + L - 1 (L = ceil(n / 8)) as its own chain of Montgomery's
 * trick; the eight chain products share one constant-time inversion (Montgomery's trick over
 * the eight, then SF_(inv)). Every entry runs the same lane operations: the sequence depends
 * only on n and dbl, which are public, and the lane functions are constant time (no branch or
 * index on the values), so the batch stays constant time in the scalar. The padding of the
 * last lanes computes the sum of two fixed points with a non-zero denominator (xb - xa = 1,
 * or 2 ya = 2) into a sink. A zero denominator makes its lane's product zero: the flag is the
 * OR of the eight products' is_zero, as the scalar batch's is that of the whole product. */

__attribute__((noinline)) static int SM_(batch_x8)(SM_AFF *out, const SM_AFF *a, const SM_AFF *b,
                                                   size_t n, int dbl, SM_F *pre) {
    SM_FE8 run, d, num, t, lam, x3, y3, ax, ay, bx, by, pv;
    SM_F runs[8], left[8], inv, sink[8][2];
    SM_AFF pad_a, pad_b; /* (0, 1) and (1, 1) */
    const SM_F *pax[8], *pay[8], *pbx[8], *pby[8], *ppre[8];
    SM_F *px[8], *py[8];
    const size_t L = (n + 7) / 8;
    const SM_AFF *q = dbl ? a : b;
    int zero = 0;
    SF_(zero)(&pad_a.x);
    SF_(one)(&pad_a.y);
    SF_(one)(&pad_b.x);
    SF_(one)(&pad_b.y);
    for (int k = 0; k < 8; k++)
        runs[k] = pad_b.x;
    SM_F8(pack)(&run, runs);
    for (size_t j = 0; j < L; j++) { /* forward: prefix products */
        for (size_t k = 0; k < 8; k++) {
            size_t i = k * L + j;
            pax[k] = i < n ? &a[i].x : &pad_a.x;
            pay[k] = i < n ? &a[i].y : &pad_a.y;
            pbx[k] = i < n ? &q[i].x : &pad_b.x;
            px[k] = i < n ? &pre[i] : &sink[k][0];
        }
        if (dbl) {
            SM_F8(pack_ptr)(&ay, pay);
            SM_F8(add)(&d, &ay, &ay);
        } else {
            SM_F8(pack_ptr)(&ax, pax);
            SM_F8(pack_ptr)(&bx, pbx);
            SM_F8(sub)(&d, &bx, &ax);
        }
        SM_F8(unpack_ptr)(px, &run);
        SM_F8(mul)(&run, &run, &d);
    }
    /* the eight chain products: Montgomery's trick, one constant-time inversion */
    SM_F8(unpack)(runs, &run);
    SF_(one)(&inv);
    for (int k = 0; k < 8; k++) {
        zero |= SF_(is_zero)(&runs[k]);
        left[k] = inv;
        SF_(mul)(&inv, &inv, &runs[k]);
    }
    SF_(inv)(&inv, &inv);
    for (int k = 8; k-- > 0;) {
        SM_F r = runs[k];
        SF_(mul)(&runs[k], &inv, &left[k]);
        SF_(mul)(&inv, &inv, &r);
        sodium_memzero(&r, sizeof r);
    }
    SM_F8(pack)(&run, runs);
    for (size_t j = L; j-- > 0;) { /* backward: inverses and the sums */
        for (size_t k = 0; k < 8; k++) {
            size_t i = k * L + j;
            pax[k] = i < n ? &a[i].x : &pad_a.x;
            pay[k] = i < n ? &a[i].y : &pad_a.y;
            pbx[k] = i < n ? &q[i].x : &pad_b.x;
            pby[k] = i < n ? &q[i].y : &pad_b.y;
            ppre[k] = i < n ? &pre[i] : &sink[k][0];
            px[k] = i < n ? &out[i].x : &sink[k][0];
            py[k] = i < n ? &out[i].y : &sink[k][1];
        }
        SM_F8(pack_ptr)(&ax, pax);
        SM_F8(pack_ptr)(&ay, pay);
        SM_F8(pack_ptr)(&bx, pbx);
        SM_F8(pack_ptr)(&pv, ppre);
        if (dbl) { /* lambda = 3 x^2 / 2y */
            SM_F8(add)(&d, &ay, &ay);
            SM_F8(sqr)(&t, &ax);
            SM_F8(add)(&num, &t, &t);
            SM_F8(add)(&num, &num, &t);
        } else {
            SM_F8(pack_ptr)(&by, pby);
            SM_F8(sub)(&d, &bx, &ax);
            SM_F8(sub)(&num, &by, &ay);
        }
        SM_F8(mul)(&t, &run, &pv); /* 1 / d */
        SM_F8(mul)(&run, &run, &d);
        SM_F8(mul)(&lam, &num, &t);
        SM_F8(sqr)(&x3, &lam);
        SM_F8(sub)(&x3, &x3, &ax);
        SM_F8(sub)(&x3, &x3, &bx);
        SM_F8(sub)(&y3, &ax, &x3);
        SM_F8(mul)(&y3, &lam, &y3);
        SM_F8(sub)(&y3, &y3, &ay);
        SM_F8(unpack_ptr)(px, &x3);
        SM_F8(unpack_ptr)(py, &y3);
    }
    sodium_memzero(&run, sizeof run);
    sodium_memzero(&d, sizeof d);
    sodium_memzero(&num, sizeof num);
    sodium_memzero(&t, sizeof t);
    sodium_memzero(&lam, sizeof lam);
    sodium_memzero(&x3, sizeof x3);
    sodium_memzero(&y3, sizeof y3);
    sodium_memzero(&ax, sizeof ax);
    sodium_memzero(&ay, sizeof ay);
    sodium_memzero(&bx, sizeof bx);
    sodium_memzero(&by, sizeof by);
    sodium_memzero(&pv, sizeof pv);
    sodium_memzero(runs, sizeof runs);
    sodium_memzero(left, sizeof left);
    sodium_memzero(&inv, sizeof inv);
    sodium_memzero(sink, sizeof sink);
    return zero;
}
