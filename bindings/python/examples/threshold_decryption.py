#!/usr/bin/env python3
"""One round of batched threshold decryption: a dealer splits a key 3-of-5, clients encrypt four
messages, every party derives the same request, each server answers (over the wire format), the
combiner checks all answers at once and recovers the messages from three of them."""
import sys

from ecbatch.bte import MINSIG, Ciphertext, PublicPolynomial, Request, Response

messages = [b"pay 10 to bob", b"vote: no", b"bid 42", b"hello"]
public, shares = PublicPolynomial.deal(MINSIG, 3, 5)                      # dealer
pk = public.public_key
wire = [bytes(Ciphertext.encrypt(pk, b"example", m)) for m in messages]   # clients
cts = [Ciphertext.from_bytes(MINSIG, w) for w in wire]
request = Request(public, cts, b"epoch 7", threads=2)       # everyone: the dealing's t = 3
responses = []
for share in shares:                                                      # servers
    public.check_share(share)
    responses.append(Response.from_bytes(MINSIG, bytes(Response.respond(request, share))))
indices = [r.index for r in responses]                                    # combiner
request.verify_responses(indices, [public.public_share(i) for i in indices], responses, threads=2)
plaintexts = request.combine([4, 1, 2], [responses[4], responses[1], responses[2]], threads=2)
for position, message in plaintexts:
    print("ciphertext %d: %r" % (position, message.decode()))
ok = [m for _, m in plaintexts] == messages
print("threshold decryption: every message recovered" if ok else "FAILED")
sys.exit(0 if ok else 1)
