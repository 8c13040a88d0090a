package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 5574418: 22/35 overall, 14/22 tricky.
// Fixed later by the lead: i822-pd-parsererror (filedata.go csvRowsUnusable: a CSV reader's refusal with no file named is the call's CSV text, invalid, as six blind sets read it against 97 and 110).
// Tolerated: i822-pd-merge-notunique: premise vs unknown ((c)/(b) pending review): pandas' validate= refusal; whether non-unique keys falsify a premise or make the call wrong is open.
// Tolerated: i822-pd-reindex-dup: premise vs unknown ((c)/(b) pending review): duplicate index labels, the same open question as the merge keys.
// Tolerated: i822-pa-merge-schema: premise vs unknown ((c)/(b) pending review): pyarrow's schema merge across files with drifting types.
// Tolerated: i822-pl-nodata: premise vs unknown ((c)/(b) pending review): polars' "empty CSV" with no file named; set 110 reads unnamed CSV refusals as ambiguous, set 56 a named empty file as premise.
// Tolerated: i822-pl-toomany: ambiguous vs unknown ((c)/(b) pending review): polars names several matches only in its class TooManyRowsReturnedError.
//
// TestIndependentCases822 runs held-out set 822: the Python data stack's exceptions (pandas, numpy, pyarrow, polars, SQLAlchemy, s3fs/gcsfs, openpyxl/xlrd, papermill), labelled blind.
func TestIndependentCases822(t *testing.T) {
	runIndependent(t, "testdata/independent822.jsonl", true, "i822-pd-merge-notunique", "i822-pd-reindex-dup", "i822-pa-merge-schema", "i822-pl-nodata", "i822-pl-toomany")
}

// TestGeneralise822 holds the classes set 822's misses showed: a Python
// library's optional dependency not installed (premise), a column the call
// names that its frame lacks (invalid), array and frame operands whose
// shapes do not fit (invalid), and libpq's dropped TLS session (transient).
func TestGeneralise822(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// Optional dependency missing: install it first.
		{name: "pandas to_markdown import_optional_dependency", msg: "ImportError: Missing optional dependency 'tabulate'.  Use pip or conda to install tabulate.", want: rung.KindPremise},
		{name: "pandas read_excel openpyxl", msg: "ImportError: Missing optional dependency 'openpyxl'.  Use pip or conda to install openpyxl.", want: rung.KindPremise},
		{name: "pandas io/parquet.py get_engine", msg: "ImportError: Unable to find a usable engine; tried using: 'pyarrow', 'fastparquet'.", want: rung.KindPremise},
		{name: "transformers utils/import_utils.py SENTENCEPIECE_IMPORT_ERROR", msg: "ImportError: LlamaTokenizer requires the SentencePiece library but it was not found in your environment. Checkout the instructions on the installation page of its repo: https://github.com/google/sentencepiece#installation and follow the ones that match your environment.", want: rung.KindPremise},
		{name: "dask dataframe/__init__.py", msg: "ImportError: Dask dataframe requirements are not installed.", want: rung.KindPremise},
		// Near misses: a missing argument or column stays invalid.
		{name: "near miss: pandas parse_dates column", msg: "ValueError: Missing column provided to 'parse_dates': 'ship_dt'", want: rung.KindInvalid},
		{name: "near miss: Python missing positional argument", msg: "TypeError: read_csv() missing 1 required positional argument: 'filepath_or_buffer'", want: rung.KindInvalid},
		// A column the call names: repair it.
		{name: "polars ColumnNotFoundError", msg: "polars.exceptions.ColumnNotFoundError: unable to find column \"qty_w822\"; valid columns: [\"sku\", \"amount\"]", want: rung.KindInvalid},
		{name: "polars ColumnNotFoundError in a lazy plan", msg: "unable to find column \"region\"; valid columns: [\"store\", \"amount\"]\n\nResolved plan until failure:\n\n\t---> FAILED HERE RESOLVING 'select' <---\nDF [\"store\", \"amount\"]; PROJECT */2 COLUMNS", want: rung.KindInvalid},
		{name: "pandas merge/_validate_left_right_on", msg: "pandas.errors.MergeError: No common columns to perform merge on. Merge options: left_on=None, right_on=None, left_index=False, right_index=False", want: rung.KindInvalid},
		{name: "near miss: a table not found stays premise", msg: "Table 'sales_w822' not found", want: rung.KindPremise},
		// Operand shapes that do not fit: reshape the arguments.
		{name: "numpy broadcasting", msg: "ValueError: operands could not be broadcast together with shapes (5,2) (3,) ", want: rung.KindInvalid},
		{name: "numpy concatenate", msg: "ValueError: all the input array dimensions except for the concatenation axis must match exactly, but along dimension 1, the array at index 0 has size 3 and the array at index 1 has size 2", want: rung.KindInvalid},
		{name: "numpy reshape", msg: "ValueError: cannot reshape array of size 12 into shape (5,2)", want: rung.KindInvalid},
		{name: "numpy dot", msg: "ValueError: shapes (3,4) and (5,6) not aligned: 4 (dim 1) != 5 (dim 0)", want: rung.KindInvalid},
		{name: "pandas common.py require_length_match", msg: "ValueError: Length of values (7) does not match length of index (9)", want: rung.KindInvalid},
		// A dropped connection: retry on a fresh one.
		{name: "libpq fe-secure-openssl.c via psycopg2", msg: "psycopg2.OperationalError: SSL connection has been closed unexpectedly", want: rung.KindTransient},
		{name: "libpq server closed", msg: "server closed the connection unexpectedly\n\tThis probably means the server terminated abnormally\n\tbefore or while processing the request.", want: rung.KindTransient},
		{name: "MySQL 2013", msg: "Lost connection to MySQL server during query", want: rung.KindTransient},
		{name: "Go net reset", msg: "read tcp 10.0.0.5:51234->10.0.0.9:5432: read: connection reset by peer", want: rung.KindTransient},
		{name: "near miss: an untrusted certificate stays premise", msg: "x509: certificate signed by unknown authority", want: rung.KindPremise},
	})
}
