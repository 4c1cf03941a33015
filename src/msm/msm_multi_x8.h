/* MS_(batch_add) in eight lanes (fp8x52.h, AVX-512 IFMA), part of msm_multi_impl.h (included
 * from there when the instantiating file defines MS_FE8, the 8-lane type of MF, and
 * MS_F8(op), its operations). Same sums, bit for bit, as the scalar batch.
 *
 * Lane k runs pairs k L .. k L + L - 1 (L = ceil(n / 8)) as its own chain of Montgomery's
 * trick, as msm_aff_add_batch_x8 (msm_weierstrass_x8.h) does; the eight chain products share
 * one inversion. Chords and tangents both run in lanes: per lane the denominator is xb - xa
 * or 2 ya and the numerator yb - ya or 3 xa^2, chosen by a lane mask (the square is computed
 * only for rows holding a tangent). Copies and cancellations, and the padding of the last
 * lanes, sit in their lane as the dummy chord (0, 0) + (1, 0) (d = 1), its results going to
 * a sink.
 *
 * Order. A pair's output may alias inputs of earlier pairs (the tree levels of MS_(window)),
 * while the lanes finish their pairs in another order: every result is first kept in the
 * pair's own den / pre slots (free once the pair's inverse is used), and a last pass in array
 * order writes the outputs, as the scalar batch does. */

/* Batches below this size stay scalar: the eight chains' inversion costs about 25 products
 * (the threshold of msm_weierstrass_x8.h's batches, MSM_AFF_X8_MIN). */
#define MS_X8_MIN 24

__attribute__((noinline)) static void MS_(batch_add_x8)(struct MS_(pair) * pairs, size_t n, MF *den,
                                                        MF *pre, uint8_t *kind) {
    MS_FE8 run, d, d2, num, t, lam, x3, y3, ax, ay, bx, by, pv;
    MF runs[8], inv_scratch[8], sink[8][2];
    MS_AFF zero_pt, one_pt;
    const MF *pax[8], *pay[8], *pbx[8], *pby[8], *ppre[8];
    MF *px[8], *py[8];
    const size_t L = (n + 7) / 8;
    size_t live_pairs = 0;
    for (size_t i = 0; i < n; i++) {
        kind[i] = MS_(classify)(pairs[i].a, pairs[i].b);
        live_pairs += kind[i] == MS_GENERAL || kind[i] == MS_DOUBLE;
    }
    MF_(zero)(&zero_pt.x);
    MF_(zero)(&zero_pt.y);
    MF_(one)(&one_pt.x);
    MF_(zero)(&one_pt.y);
    if (live_pairs > 0) {
        for (int k = 0; k < 8; k++)
            runs[k] = one_pt.x;
        MS_F8(pack)(&run, runs);
        for (size_t j = 0; j < L; j++) { /* forward: prefix products */
            unsigned dblmask = 0;
            for (size_t k = 0; k < 8; k++) {
                size_t i = k * L + j;
                int live = i < n && (kind[i] == MS_GENERAL || kind[i] == MS_DOUBLE);
                const MS_AFF *a = live ? pairs[i].a : &zero_pt, *b = live ? pairs[i].b : &one_pt;
                pax[k] = &a->x;
                pay[k] = &a->y;
                pbx[k] = &b->x;
                px[k] = live ? &pre[i] : &sink[k][0];
                dblmask |= (unsigned)(live && kind[i] == MS_DOUBLE) << k;
            }
            MS_F8(pack_ptr)(&ax, pax);
            MS_F8(pack_ptr)(&bx, pbx);
            MS_F8(sub)(&d, &bx, &ax);
            if (dblmask) {
                MS_F8(pack_ptr)(&ay, pay);
                MS_F8(add)(&d2, &ay, &ay);
                MS_F8(select)(&d, &d, &d2, dblmask);
            }
            MS_F8(unpack_ptr)(px, &run);
            MS_F8(mul)(&run, &run, &d);
        }
        MS_F8(unpack)(runs, &run);
        MF_(batch_inv_var)(runs, runs, 8, inv_scratch);
        MS_F8(pack)(&run, runs);
        for (size_t j = L; j-- > 0;) { /* backward: inverses and the sums, into pre / den */
            unsigned dblmask = 0;
            for (size_t k = 0; k < 8; k++) {
                size_t i = k * L + j;
                int live = i < n && (kind[i] == MS_GENERAL || kind[i] == MS_DOUBLE);
                const MS_AFF *a = live ? pairs[i].a : &zero_pt, *b = live ? pairs[i].b : &one_pt;
                pax[k] = &a->x;
                pay[k] = &a->y;
                pbx[k] = &b->x;
                pby[k] = &b->y;
                ppre[k] = live ? &pre[i] : &one_pt.x;
                px[k] = live ? &pre[i] : &sink[k][0];
                py[k] = live ? &den[i] : &sink[k][1];
                dblmask |= (unsigned)(live && kind[i] == MS_DOUBLE) << k;
            }
            MS_F8(pack_ptr)(&ax, pax);
            MS_F8(pack_ptr)(&ay, pay);
            MS_F8(pack_ptr)(&bx, pbx);
            MS_F8(pack_ptr)(&by, pby);
            MS_F8(pack_ptr)(&pv, ppre);
            MS_F8(sub)(&d, &bx, &ax);
            MS_F8(sub)(&num, &by, &ay);
            if (dblmask) { /* tangent lanes: d = 2 ya, num = 3 xa^2 */
                MS_F8(add)(&d2, &ay, &ay);
                MS_F8(select)(&d, &d, &d2, dblmask);
                MS_F8(sqr)(&t, &ax);
                MS_F8(add)(&d2, &t, &t);
                MS_F8(add)(&d2, &d2, &t);
                MS_F8(select)(&num, &num, &d2, dblmask);
            }
            MS_F8(mul)(&t, &run, &pv); /* 1 / d */
            MS_F8(mul)(&run, &run, &d);
            MS_F8(mul)(&lam, &num, &t);
            MS_F8(sqr)(&x3, &lam);
            MS_F8(sub)(&x3, &x3, &ax);
            MS_F8(sub)(&x3, &x3, &bx);
            MS_F8(sub)(&y3, &ax, &x3);
            MS_F8(mul)(&y3, &lam, &y3);
            MS_F8(sub)(&y3, &y3, &ay);
            MS_F8(unpack_ptr)(px, &x3);
            MS_F8(unpack_ptr)(py, &y3);
        }
    }
    for (size_t i = 0; i < n; i++) { /* in array order, as the scalar batch */
        const MS_AFF *a = pairs[i].a, *b = pairs[i].b;
        switch (kind[i]) {
        case MS_COPY_A:
            *pairs[i].out = *a;
            break;
        case MS_COPY_B:
            *pairs[i].out = *b;
            break;
        case MS_ZERO:
            MF_(zero)(&pairs[i].out->x);
            MF_(zero)(&pairs[i].out->y);
            break;
        default:
            pairs[i].out->x = pre[i];
            pairs[i].out->y = den[i];
            break;
        }
    }
}
