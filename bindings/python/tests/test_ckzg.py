"""ecbatch.ckzg, c-kzg-4844's Python API, against every case of the shared KZG vectors
(../shared/vectors/kzg/tests, read by kzg_yaml with the standard library) as ckzg's own
tests.py runs them: a case whose output is null must raise, the others must give the output.
Each folder's tallies are asserted, and for the null cases which exception (ValueError for what
ckzg's wrapper refuses before the C call: a wrong size; RuntimeError for the library's
refusals). compute_cells_and_kzg_proofs and recover_cells_and_kzg_proofs run only when the
loaded library has their C functions (skipped, saying so, otherwise; without them they must
raise NotImplementedError; their marshalling is checked with stand-ins for the C functions).
Also: the argument conventions (bytes only, lists for the cells, counts), the status mapping
(verify_failed is False, an invalid input RuntimeError) and the precompute argument."""
import ctypes
import os
import unittest

from ecbatch import EcbatchError, ckzg, kzg

import kzg_yaml
from vectors import DIR

SETUP = os.path.join(DIR, "kzg", "trusted_setup.txt")
_ts = None


def ts():
    global _ts
    if _ts is None:
        _ts = ckzg.load_trusted_setup(SETUP, 0)
    return _ts


def outcome(call):
    """(result, None) or (None, the exception's class)."""
    try:
        return call(), None
    except (ValueError, RuntimeError) as e:
        return None, type(e)


class TestCkzgVectors(unittest.TestCase):
    def run_cases(self, function, call, want):
        """Every case of function: call(input) against the output; tallies of results, True,
        False, ValueError and RuntimeError as want."""
        seen = {"value": 0, True: 0, False: 0, ValueError: 0, RuntimeError: 0}
        for name, case in kzg_yaml.cases(function):
            got, err = outcome(lambda: call(case["input"]))
            if case["output"] is None:
                self.assertIsNotNone(err, name)
                seen[err] += 1
                continue
            self.assertIsNone(err, name)
            self.assertEqual(got, case["output"], name)
            seen[got if isinstance(got, bool) else "value"] += 1
        self.assertEqual(seen, want, function)

    def test_blob_to_kzg_commitment(self):
        self.run_cases("blob_to_kzg_commitment",
                       lambda i: ckzg.blob_to_kzg_commitment(i["blob"], ts()),
                       {"value": 7, True: 0, False: 0, ValueError: 2, RuntimeError: 2})

    def test_compute_kzg_proof(self):
        self.run_cases("compute_kzg_proof",
                       lambda i: list(ckzg.compute_kzg_proof(i["blob"], i["z"], ts())),
                       {"value": 42, True: 0, False: 0, ValueError: 4, RuntimeError: 6})

    def test_compute_blob_kzg_proof(self):
        self.run_cases("compute_blob_kzg_proof",
                       lambda i: ckzg.compute_blob_kzg_proof(i["blob"], i["commitment"], ts()),
                       {"value": 7, True: 0, False: 0, ValueError: 4, RuntimeError: 4})

    def test_verify_kzg_proof(self):
        self.run_cases("verify_kzg_proof",
                       lambda i: ckzg.verify_kzg_proof(i["commitment"], i["z"], i["y"],
                                                       i["proof"], ts()),
                       {"value": 0, True: 54, False: 48, ValueError: 8, RuntimeError: 12})

    def test_verify_blob_kzg_proof(self):
        self.run_cases("verify_blob_kzg_proof",
                       lambda i: ckzg.verify_blob_kzg_proof(i["blob"], i["commitment"],
                                                            i["proof"], ts()),
                       {"value": 0, True: 9, False: 8, ValueError: 6, RuntimeError: 6})

    def test_verify_blob_kzg_proof_batch(self):
        self.run_cases("verify_blob_kzg_proof_batch",
                       lambda i: ckzg.verify_blob_kzg_proof_batch(
                           b"".join(i["blobs"]), b"".join(i["commitments"]),
                           b"".join(i["proofs"]), ts()),
                       {"value": 0, True: 7, False: 2, ValueError: 9, RuntimeError: 6})

    def test_compute_cells(self):
        self.run_cases("compute_cells", lambda i: ckzg.compute_cells(i["blob"], ts()),
                       {"value": 7, True: 0, False: 0, ValueError: 2, RuntimeError: 2})

    def test_verify_cell_kzg_proof_batch(self):
        self.run_cases("verify_cell_kzg_proof_batch",
                       lambda i: ckzg.verify_cell_kzg_proof_batch(
                           i["commitments"], i["cell_indices"], i["cells"], i["proofs"], ts()),
                       {"value": 0, True: 12, False: 3, ValueError: 10, RuntimeError: 7})

    def test_compute_cells_and_kzg_proofs(self):
        self.run_cases("compute_cells_and_kzg_proofs",
                       lambda i: list(ckzg.compute_cells_and_kzg_proofs(i["blob"], ts())),
                       {"value": 7, True: 0, False: 0, ValueError: 2, RuntimeError: 2})

    def test_recover_cells_and_kzg_proofs(self):
        seen = 0
        for name, case in kzg_yaml.cases("recover_cells_and_kzg_proofs"):
            got, err = outcome(lambda: list(ckzg.recover_cells_and_kzg_proofs(
                case["input"]["cell_indices"], case["input"]["cells"], ts())))
            if case["output"] is None:
                self.assertIsNotNone(err, name)
            else:
                self.assertEqual(got, case["output"], name)
                seen += 1
        self.assertEqual(seen, 4)


class TestCellProofWrappers(unittest.TestCase):
    """The two wrappers' marshalling, with stand-ins for the C functions (ctypes callbacks of
    their signatures) that record their arguments and fill the outputs: the lists come back
    split per cell and proof, the indices and cells reach C in order, a status raises."""

    def setUp(self):
        self.saved = (ckzg._compute_cells_and_proofs, ckzg._recover_cells_and_proofs)
        self.calls = []
        self.status = 0
        P, B, S = ctypes.c_void_p, ctypes.c_char_p, ctypes.c_size_t

        def fill(cells, cells_len, proofs, proofs_len):
            ctypes.memmove(cells, bytes(i // 2048 for i in range(cells_len)), cells_len)
            ctypes.memmove(proofs, bytes(255 - i // 48 for i in range(proofs_len)), proofs_len)

        def compute(cells, cells_len, proofs, proofs_len, blob, blob_len, s):
            self.calls.append(("compute", cells_len, proofs_len, blob_len, s))
            fill(cells, cells_len, proofs, proofs_len)
            return self.status

        def recover(cells, cells_len, proofs, proofs_len, idx, data, data_len, n, s):
            got = [idx[k] for k in range(n)]
            self.calls.append(("recover", cells_len, proofs_len, got,
                               ctypes.string_at(data, data_len), n, s))
            fill(cells, cells_len, proofs, proofs_len)
            return self.status

        self.cb = (ctypes.CFUNCTYPE(ctypes.c_int, P, S, P, S, B, S, P)(compute),
                   ctypes.CFUNCTYPE(ctypes.c_int, P, S, P, S, ctypes.POINTER(ctypes.c_uint64), B,
                                    S, S, P)(recover))
        ckzg._compute_cells_and_proofs, ckzg._recover_cells_and_proofs = self.cb

    def tearDown(self):
        ckzg._compute_cells_and_proofs, ckzg._recover_cells_and_proofs = self.saved

    def check_lists(self, cells, proofs):
        self.assertEqual(cells, [bytes([k]) * 2048 for k in range(128)])
        self.assertEqual(proofs, [bytes([255 - k]) * 48 for k in range(128)])

    def test_compute(self):
        cells, proofs = ckzg.compute_cells_and_kzg_proofs(bytes(ckzg._BLOB), ts())
        self.check_lists(cells, proofs)
        self.assertEqual(self.calls, [("compute", 128 * 2048, 128 * 48, ckzg._BLOB,
                                       ts()._ptr.value)])
        self.status = -29  # scalar_out_of_range
        with self.assertRaises(RuntimeError) as e:
            ckzg.compute_cells_and_kzg_proofs(bytes(ckzg._BLOB), ts())
        self.assertEqual(e.exception.__cause__.name, "scalar_out_of_range")

    def test_recover(self):
        cells_in = [bytes([k]) * 2048 for k in (3, 1, 2)]
        cells, proofs = ckzg.recover_cells_and_kzg_proofs([3, 1, 127], cells_in, ts())
        self.check_lists(cells, proofs)
        self.assertEqual(self.calls, [("recover", 128 * 2048, 128 * 48, [3, 1, 127],
                                       b"".join(cells_in), 3, ts()._ptr.value)])
        self.status = -47  # index_out_of_range
        with self.assertRaises(RuntimeError):
            ckzg.recover_cells_and_kzg_proofs([0], [bytes(2048)], ts())


class TestCkzgConventions(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        blob = bytearray(ckzg._BLOB)
        for i in range(0, len(blob), 32 * 13):
            blob[i + 31] = (i // 32) % 251
        cls.blob = bytes(blob)
        cls.c = ckzg.blob_to_kzg_commitment(cls.blob, ts())
        cls.p = ckzg.compute_blob_kzg_proof(cls.blob, cls.c, ts())

    def test_round_trip_and_batch(self):
        blob, c, p = self.blob, self.c, self.p
        self.assertIs(ckzg.verify_blob_kzg_proof(blob, c, p, ts()), True)
        self.assertIs(ckzg.verify_blob_kzg_proof(blob, c, c, ts()), False)
        z = bytes(31) + b"\x05"
        proof, y = ckzg.compute_kzg_proof(blob, z, ts())
        self.assertIs(ckzg.verify_kzg_proof(c, z, y, proof, ts()), True)
        self.assertIs(ckzg.verify_kzg_proof(c, z, bytes(32), proof, ts()), False)
        self.assertIs(ckzg.verify_blob_kzg_proof_batch(blob * 2, c * 2, p * 2, ts()), True)
        self.assertIs(ckzg.verify_blob_kzg_proof_batch(blob * 2, c * 2, p + c, ts()), False)
        self.assertIs(ckzg.verify_blob_kzg_proof_batch(b"", b"", b"", ts()), True)
        cells = ckzg.compute_cells(blob, ts())
        self.assertEqual(len(cells), 128)
        self.assertEqual(b"".join(cells[:64]), blob)  # the first half is the blob

    def test_value_errors(self):
        blob, c, p = self.blob, self.c, self.p
        for call in (lambda: ckzg.blob_to_kzg_commitment(blob[1:], ts()),
                     lambda: ckzg.blob_to_kzg_commitment(bytearray(blob), ts()),
                     lambda: ckzg.blob_to_kzg_commitment(blob, "not a setup"),
                     lambda: ckzg.compute_kzg_proof(blob, bytes(31), ts()),
                     lambda: ckzg.verify_kzg_proof(c, bytes(32), bytes(32), p[1:], ts()),
                     lambda: ckzg.verify_blob_kzg_proof_batch(blob, c + c, p, ts()),
                     lambda: ckzg.verify_blob_kzg_proof_batch(blob + b"x", c, p, ts()),
                     lambda: ckzg.verify_blob_kzg_proof_batch([blob], [c], [p], ts()),
                     lambda: ckzg.verify_cell_kzg_proof_batch((c,), [0], [bytes(2048)], [p], ts()),
                     lambda: ckzg.verify_cell_kzg_proof_batch([c], [0, 1], [bytes(2048)], [p],
                                                              ts()),
                     lambda: ckzg.verify_cell_kzg_proof_batch([c], ["0"], [bytes(2048)], [p],
                                                              ts()),
                     lambda: ckzg.verify_cell_kzg_proof_batch([c], [-1], [bytes(2048)], [p],
                                                              ts()),
                     lambda: ckzg.verify_cell_kzg_proof_batch([c], [0], [bytes(2047)], [p], ts()),
                     lambda: ckzg.recover_cells_and_kzg_proofs([0, 1], [bytes(2048)], ts()),
                     lambda: ckzg.load_trusted_setup(SETUP, "8"),
                     lambda: ckzg.load_trusted_setup(b"path", 0)):
            with self.assertRaises(ValueError):
                call()

    def test_runtime_errors(self):
        blob, c, p = self.blob, self.c, self.p
        r = bytes.fromhex("73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001")
        off = bytes([0x80]) + bytes(46) + b"\xff"  # compressed, x = 255: not on the curve
        with self.assertRaises(RuntimeError) as e:
            ckzg.blob_to_kzg_commitment(r + blob[32:], ts())
        self.assertTrue(str(e.exception).startswith("blob_to_kzg_commitment failed"))
        self.assertIsInstance(e.exception.__cause__, EcbatchError)
        self.assertEqual(e.exception.__cause__.name, "scalar_out_of_range")
        with self.assertRaises(RuntimeError):
            ckzg.verify_blob_kzg_proof(blob, off, p, ts())
        with self.assertRaises(RuntimeError):  # an invalid input in a batch, after a failing one
            ckzg.verify_blob_kzg_proof_batch(blob * 2, c + c, c + off, ts())
        with self.assertRaises(RuntimeError):
            ckzg.verify_cell_kzg_proof_batch([c], [128], [bytes(2048)], [p], ts())
        with self.assertRaises(RuntimeError):
            ckzg.load_trusted_setup(SETUP, 16)
        with self.assertRaises(RuntimeError) as e:
            ckzg.load_trusted_setup(os.path.join(DIR, "kzg", "no-such-file"), 0)
        self.assertIn("error reading trusted setup", str(e.exception))

    def test_cell_batch_verdicts(self):
        # a constant blob: a polynomial of degree 0, whose cell proofs are the identity
        blob = (bytes(31) + b"\x07") * 4096
        c = ckzg.blob_to_kzg_commitment(blob, ts())
        cells = ckzg.compute_cells(blob, ts())
        identity = bytes([0xc0]) + bytes(47)
        cols = [0, 9, 64, 127]
        self.assertIs(ckzg.verify_cell_kzg_proof_batch(
            [c] * 4, cols, [cells[k] for k in cols], [identity] * 4, ts()), True)
        bad = bytearray(cells[9])
        bad[31] ^= 1
        self.assertIs(ckzg.verify_cell_kzg_proof_batch(
            [c] * 4, cols, [cells[0], bytes(bad), cells[64], cells[127]], [identity] * 4, ts()),
            False)
        self.assertIs(ckzg.verify_cell_kzg_proof_batch([], [], [], [], ts()), True)

    def test_precompute_gives_the_same_bytes(self):
        t = ckzg.load_trusted_setup(SETUP, 8)
        self.assertIsInstance(t, kzg.Settings)
        self.assertGreater(t.table_size, 0)
        self.assertEqual(ts().table_size, 0)
        self.assertEqual(ckzg.blob_to_kzg_commitment(self.blob, t), self.c)
        self.assertEqual(ckzg.compute_blob_kzg_proof(self.blob, self.c, t), self.p)


if __name__ == "__main__":
    unittest.main()
