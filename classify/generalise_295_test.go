package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases295 runs held-out set 295: Go os/io/fs/archive/json/csv failures a file-editing agent meets on Linux, captured live, labelled blind.
// First run at 44852bf: 27/35 overall, 12/16 tricky.
func TestIndependentCases295(t *testing.T) {
	runIndependent(t, "testdata/independent295.jsonl", false)
}

// TestGeneralise295ArchiveMethod checks set 295's class of an archive
// entry compressed with a method the reader cannot decode: the archive,
// not the call, is the problem and a retry reads the same entry (premise,
// as set 40's archive verdicts), whatever reader says it.
func TestGeneralise295ArchiveMethod(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"go archive/zip ErrAlgorithm (set 295)", "go", 0, "", "zip: unsupported compression algorithm", rung.KindPremise},
		{"go ErrAlgorithm wrapped", "", 0, "", "extract /tmp/dl/report.zip: open data/q3.xlsx: zip: unsupported compression algorithm", rung.KindPremise},
		{"unzip method 99", "", 0, "", "   skipping: secret.txt              unsupported compression method 99", rung.KindPremise},
		{"python zipfile", "", 0, "", "NotImplementedError: That compression method is not supported", rung.KindPremise},
		{"libarchive bsdtar", "", 0, "", "bsdtar: secret.txt: Unsupported ZIP compression method (99: WinZip AES)", rung.KindPremise},
		{"rust zip crate", "", 0, "", "unsupported Zip archive: Compression method not supported", rung.KindPremise},
		{"java ZipFile", "", 0, "", "java.util.zip.ZipException: invalid CEN header (bad compression method: 99)", rung.KindPremise},
		// Near misses: a request's own encoding or an option this
		// program lacks stays the call's to change.
		{"request content-encoding", "http", 415, "", `{"error":"unsupported content encoding \"br\""}`, rung.KindInvalid},
		{"grpc compressor not installed", "grpc", 0, "Unimplemented", `rpc error: code = Unimplemented desc = grpc: Decompressor is not installed for grpc-encoding "snappy"`, rung.KindInvalid},
		{"unsupported flag", "", 0, "", "tar: unsupported option --zstd", rung.KindInvalid},
	})
}
