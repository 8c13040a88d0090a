package classify

import "testing"

// TestIndependentCases822 runs held-out set 822: the Python data stack's exceptions (pandas, numpy, pyarrow, polars, SQLAlchemy, s3fs/gcsfs, openpyxl/xlrd, papermill), labelled blind.
func TestIndependentCases822(t *testing.T) {
	runIndependent(t, "testdata/independent822.jsonl", false)
}
