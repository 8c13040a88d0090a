package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases367 runs held-out set 367: the dev sample's vendor mix drawn again (long tail), from the vendors' docs, labelled blind.
func TestIndependentCases367(t *testing.T) {
	runIndependent(t, "testdata/independent367.jsonl", false)
}

// TestGeneralise367 checks the classes set 367 fixed: ESTALE and ENOBUFS
// in other runtimes' words read transient, and HTTP 506 and 510 read by
// their RFC meaning, with near misses that keep their reading.
func TestGeneralise367(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"python estale", "", 0, "", "OSError: [Errno 116] Stale file handle: '/mnt/nfs/data/part-0001.parquet'", rung.KindTransient},
		{"node estale", "", 0, "ESTALE", "ESTALE: stale file handle, open '/srv/share/config.json'", rung.KindTransient},
		{"rust estale", "", 0, "", "failed to read /mnt/nfs/index.db: Stale file handle (os error 116)", rung.KindTransient},
		{"python enobufs", "", 0, "", "OSError: [Errno 105] No buffer space available", rung.KindTransient},
		{"windows wsaenobufs", "", 0, "", "dial tcp 10.1.2.3:443: connectex: An operation on a socket could not be performed because the system lacked sufficient buffer space or because a queue was full.", rung.KindTransient},
		{"apache 506", "http", 506, "", "<title>506 Variant Also Negotiates</title> A variant for the requested resource is itself a negotiable resource.", rung.KindPremise},
		{"bare 506", "http", 506, "", "Variant Also Negotiates", rung.KindPremise},
		{"python 510", "http", 510, "", "urllib.error.HTTPError: HTTP Error 510: Not Extended", rung.KindInvalid},
		{"bare 510", "http", 510, "", "", rung.KindInvalid},
		// Near misses: a full disk and a read-only mount stay premise; a
		// 505 stays invalid and a 503 transient.
		{"enospc", "", 0, "", "write /mnt/nfs/out.csv: no space left on device", rung.KindPremise},
		{"erofs", "", 0, "", "open /mnt/nfs/out.csv: read-only file system", rung.KindPremise},
		{"http 505", "http", 505, "", "HTTP Version Not Supported", rung.KindInvalid},
		{"http 503", "http", 503, "", "Service Unavailable", rung.KindTransient},
	})
}
