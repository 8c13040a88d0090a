package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases1310 runs testdata/independent1310.jsonl: R as an
// agent's code-execution tool meets it, captured live (R 4.2.2, dplyr
// 1.0.10, readr 2.1.4 through Go's os/exec; the tool hands back the exit
// and stderr). Its misses were R's own words, which no preset read: a
// missing package (prerequisiteWords), the vector heap under a limit
// (runtimeHeapWords), and rscript.go's evaluation errors, empty results
// and setwd. No miss is tolerated.
// First run at 62ffa0b6: 12/35 overall, 7/24 tricky.
func TestIndependentCases1310(t *testing.T) {
	runIndependent(t, "testdata/independent1310.jsonl", true)
}

// TestGeneralise1310RPackageMissing holds R's words for a package the host
// lacks (toolwords.go prerequisiteWords): library(), require() and
// loadNamespace's "there is no package called", and install.packages'
// "is not available for this version of R" (exit status 0), and near
// misses that keep their readings.
func TestGeneralise1310RPackageMissing(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "library, UTF-8 quotes", protocol: "exec", msg: "exit status 1\nError in library(w1310tools) : there is no package called ‘w1310tools’\nExecution halted", want: rung.KindPremise},
		{name: "loadNamespace, C locale", msg: "Error in loadNamespace(x) : there is no package called 'data.table'\nCalls: loadNamespace -> withRestarts -> withOneRestart -> doWithOneRestart\nExecution halted", want: rung.KindPremise},
		{name: "require's warning", protocol: "exec", msg: "exit status 1\nLoading required package: ggplot2\nWarning message:\nIn library(package, lib.loc = lib.loc, character.only = TRUE, logical.return = TRUE,  :\n  there is no package called ‘ggplot2’", want: rung.KindPremise},
		{name: "install.packages not available", protocol: "exec", msg: "exit status 0\nWarning message:\npackage ‘tidyvers’ is not available for this version of R\n\nA version of this package for your version of R might be available elsewhere,\nsee the ideas at\nhttps://cran.r-project.org/doc/manuals/r-patched/R-admin.html#Installing-packages", want: rung.KindPremise},
		// Near misses keep their readings.
		{name: "near miss: python module", protocol: "exec", msg: "exit status 1: ModuleNotFoundError: No module named 'w1310tools'", want: rung.KindPremise},
		{name: "near miss: apt", protocol: "exec", msg: "E: Unable to locate package r-cran-w1310tools", want: rung.KindPremise},
	})
}

// TestGeneralise1310RHeap holds R's words for its vector heap exhausted
// under the run's limit (memkill.go runtimeHeapWords, as set 902's
// runtimes), and near misses that keep their readings.
func TestGeneralise1310RHeap(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "cannot allocate vector", protocol: "exec", msg: "exit status 1\nError: cannot allocate vector of size 3.0 Gb\nExecution halted", want: rung.KindInvalid},
		{name: "cannot allocate vector Mb", msg: "Error: cannot allocate vector of size 762.9 Mb", want: rung.KindInvalid},
		{name: "vector memory exhausted", protocol: "exec", msg: "exit status 1\nError: vector memory exhausted (limit reached?)\nExecution halted", want: rung.KindInvalid},
		// Near misses keep their readings.
		{name: "near miss: postgres out of memory", protocol: "postgres", code: "53200", msg: "ERROR: out of memory (SQLSTATE 53200)", want: rung.KindTransient},
		{name: "near miss: bare signal killed", protocol: "exec", msg: "signal: killed", want: rung.KindTransient},
	})
}

// TestGeneralise1310RCodeError holds R's evaluation errors that say the
// script cannot run as written (rscript.go rCodeError), in R's framings,
// and near misses that keep their readings.
func TestGeneralise1310RCodeError(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "object not found", protocol: "exec", msg: "exit status 1\nError in print(total) : object 'total' not found\nExecution halted", want: rung.KindInvalid},
		{name: "object not found, wrapped call", msg: "Error in eval(predvars, data, env) : \n  object 'w1310_price' not found\nCalls: lm -> eval -> eval -> model.frame", want: rung.KindInvalid},
		{name: "dplyr data mask", protocol: "exec", msg: "exit status 1\nError in `mutate()`:\nℹ In argument: `x = y * 2`.\nCaused by error:\n! object 'y' not found\nExecution halted", want: rung.KindInvalid},
		{name: "could not find function", protocol: "exec", msg: "exit status 1\nError in ggplot(df) : could not find function \"ggplot\"\nExecution halted", want: rung.KindInvalid},
		{name: "could not find function, wrapped", msg: "Error in df %>% filter(x > 1) : could not find function \"%>%\"\nExecution halted", want: rung.KindInvalid},
		{name: "non-numeric", protocol: "exec", msg: "exit status 1\nError in x + 1 : non-numeric argument to binary operator\nExecution halted", want: rung.KindInvalid},
		{name: "differing rows", msg: "Error in data.frame(a = 1:3, b = 1:2) : \n  arguments imply differing number of rows: 3, 2\nExecution halted", want: rung.KindInvalid},
		{name: "subscript out of bounds", protocol: "exec", msg: "exit status 1\nError in m[7, 2] : subscript out of bounds\nExecution halted", want: rung.KindInvalid},
		{name: "mean of text, exit 0", protocol: "exec", msg: "exit status 0\nWarning message:\nIn mean.default(df$name) : argument is not numeric or logical: returning NA", want: rung.KindInvalid},
		{name: "C stack", protocol: "exec", msg: "exit status 1\nError: C stack usage  7971092 is too close to the limit\nExecution halted", want: rung.KindInvalid},
		{name: "nested too deeply", msg: "Error: evaluation nested too deeply: infinite recursion / options(expressions=)?\nExecution halted", want: rung.KindInvalid},
		{name: "tidyselect column", protocol: "exec", msg: "exit status 1\nError in `select()`:\n! Can't subset columns that don't exist.\n✖ Column `margin` doesn't exist.\nExecution halted", want: rung.KindInvalid},
		{name: "vctrs combine", msg: "Error in `bind_rows()`:\n! Can't combine `..1$id` <integer> and `..2$id` <character>.\nExecution halted", want: rung.KindInvalid},
		// Near misses keep their readings.
		{name: "near miss: object not found outside R", protocol: "http", status: 404, msg: `{"error": "object 'reports/w1310.csv' not found"}`, want: rung.KindPremise},
		{name: "near miss: R file missing", protocol: "exec", msg: "exit status 1\nError in file(file, \"rt\") : cannot open the connection\nIn addition: Warning message:\nIn file(file, \"rt\") :\n  cannot open file 'w1310.csv': No such file or directory\nExecution halted", want: rung.KindPremise},
		{name: "near miss: R URL 503", protocol: "exec", msg: "exit status 1\nError in download.file(\"http://h/x.csv\", \"x.csv\") : \n  cannot open URL 'http://h/x.csv'\nIn addition: Warning message:\nIn download.file(\"http://h/x.csv\", \"x.csv\") :\n  cannot open URL 'http://h/x.csv': HTTP status was '503 Service Unavailable'\nExecution halted", want: rung.KindTransient},
		// A Python KeyError is the script's value error (interpcode.go
		// scriptValueError, revised by the lead): invalid, as R's.
		{name: "python KeyError", protocol: "exec", msg: "exit status 1: KeyError: 'total'", want: rung.KindInvalid},
	})
}

// TestGeneralise1310REmptyResult holds R's words for a script that ran and
// produced nothing usable (rscript.go rEmptyResult), setwd's missing
// directory, and near misses that keep their readings.
func TestGeneralise1310REmptyResult(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "coercion", protocol: "exec", msg: "exit status 0\nWarning message:\nNAs introduced by coercion", want: rung.KindAmbiguous},
		{name: "coercion in call", msg: "Warning message:\nIn mean(as.numeric(x)) : NAs introduced by coercion", want: rung.KindAmbiguous},
		{name: "max of nothing", protocol: "exec", msg: "exit status 0\nWarning message:\nIn max(eu$revenue) : no non-missing arguments to max; returning -Inf", want: rung.KindAmbiguous},
		{name: "min of nothing", msg: "Warning message:\nIn min(x) : no non-missing arguments to min; returning Inf", want: rung.KindAmbiguous},
		{name: "readr problems", protocol: "exec", msg: "exit status 0\nWarning message:\nOne or more parsing issues, call `problems()` on your data frame for details,\ne.g.:\n  dat <- vroom(...)\n  problems(dat)", want: rung.KindAmbiguous},
		{name: "empty data frame printed", protocol: "exec", msg: "exit status 0\n[1] region  product units   revenue\n<0 rows> (or 0-length row.names)", want: rung.KindAmbiguous},
		{name: "no lines", protocol: "exec", msg: "exit status 1\nError in read.table(file = file, header = header, sep = sep, quote = quote,  : \n  no lines available in input\nCalls: read.csv -> read.table\nExecution halted", want: rung.KindAmbiguous},
		{name: "setwd", protocol: "exec", msg: "exit status 1\nError in setwd(\"/work/w1310\") : cannot change working directory\nExecution halted", want: rung.KindPremise},
		// Near misses keep their readings.
		{name: "near miss: coercion warning under an R error", protocol: "exec", msg: "exit status 1\nError in x * 2 : non-numeric argument to binary operator\nIn addition: Warning message:\nNAs introduced by coercion\nExecution halted", want: rung.KindInvalid},
		{name: "near miss: cd outside R", protocol: "exec", msg: "exit status 1\nsh: 1: cd: can't cd to /work/w1310", want: rung.KindUnknown},
	})
}
