package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases1740 runs testdata/independent1740.jsonl: R 4.2.2
// (Debian r-base-core) as an agent's code tool runs it, captured live
// (Rscript -e; utils, stats, parallel; a local HTTP server and an empty
// local repository). The misses were R's own words, mended in rscript.go
// (rCallShape, rFitUnusable, rStateWords).
// First run at 82be00b4: 22/34 overall, 10/17 tricky.
// Tolerated: i1740-r-stop-two-matches: invalid vs ambiguous (one-off): a script's own stop() text, "expected exactly one customer with id 7, found 2"; severalWhereOne reads only result nouns, and opening it to any noun would read arity errors ("expected exactly one argument, got 2") as ambiguous.
// Tolerated: i1740-r-repo-index-unreachable: premise vs transient (ruling): set 1310 labels install.packages' "unable to access index for repository" then "is not available for this version of R" premise (i1310-install-packages-no-network, a sandbox without network); a rule for the unreachable index flips that line.
func TestIndependentCases1740(t *testing.T) {
	runIndependent(t, "testdata/independent1740.jsonl", true, "i1740-r-stop-two-matches", "i1740-r-repo-index-unreachable")
}

// TestGeneralise1740RCallShape: R's refusals of a call's arguments or an
// assignment's shape (rscript.go rCallShape; R-lang argument matching,
// ?Extract.data.frame, ?read.table): unused argument(s), replacement rows,
// undefined columns, invalid 'type', read.table's and scan's shape. Near
// misses: the same words outside R's frame, and a missing file under
// read.table, keep their readings.
func TestGeneralise1740RCallShape(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "unused argument", protocol: "exec", status: 1, code: "1", msg: "Error in rnorm(5, mean = 0, sd = 1, seed = 42) : \n  unused argument (seed = 42)\nExecution halted\nexit status 1", want: rung.KindInvalid},
		{name: "unused arguments", protocol: "exec", status: 1, code: "1", msg: "Error in f(1, a = 2, b = 3) : unused arguments (a = 2, b = 3)\nExecution halted\nexit status 1", want: rung.KindInvalid},
		{name: "replacement rows", protocol: "exec", status: 1, code: "1", msg: "Error in `$<-.data.frame`(`*tmp*`, score, value = c(10, 20, 30)) : \n  replacement has 3 rows, data has 4\nCalls: $<- -> $<-.data.frame\nExecution halted\nexit status 1", want: rung.KindInvalid},
		{name: "replacement rows bracket", protocol: "exec", status: 1, code: "1", msg: "Error in `[<-.data.frame`(`*tmp*`, , \"z\", value = 1:2) : \n  replacement has 2 rows, data has 5\nExecution halted\nexit status 1", want: rung.KindInvalid},
		{name: "undefined columns", protocol: "exec", status: 1, code: "1", msg: "Error in `[.data.frame`(mtcars, , c(\"mpg\", \"horsepower\")) : \n  undefined columns selected\nCalls: print -> head -> [ -> [.data.frame\nExecution halted\nexit status 1", want: rung.KindInvalid},
		{name: "invalid type", protocol: "exec", status: 1, code: "1", msg: "Error in sum(v) : invalid 'type' (character) of argument\nCalls: print\nExecution halted\nexit status 1", want: rung.KindInvalid},
		{name: "more columns", protocol: "exec", status: 1, code: "1", msg: "Error in read.table(file = file, header = header, sep = sep, quote = quote,  : \n  more columns than column names\nCalls: read.csv -> read.table\nExecution halted\nexit status 1", want: rung.KindInvalid},
		{name: "scan elements", protocol: "exec", status: 1, code: "1", msg: "Error in scan(file = file, what = what, sep = sep, quote = quote, dec = dec,  : \n  line 2 did not have 5 elements\nCalls: read.table -> scan\nExecution halted\nexit status 1", want: rung.KindInvalid},
		{name: "near: read.table missing file", protocol: "exec", status: 1, code: "1", msg: "Error in file(file, \"rt\") : cannot open the connection\nCalls: read.csv -> read.table -> file\nIn addition: Warning message:\nIn file(file, \"rt\") :\n  cannot open file 'sales.csv': No such file or directory\nExecution halted\nexit status 1", want: rung.KindPremise},
		{name: "near: empty file", protocol: "exec", status: 1, code: "1", msg: "Error in read.table(file = file, header = header, sep = sep, quote = quote,  : \n  no lines available in input\nCalls: read.csv -> read.table\nExecution halted\nexit status 1", want: rung.KindAmbiguous},
	})
}

// TestGeneralise1740RFitUnusable: R model fits that ran and gave nothing
// usable (rscript.go rFitUnusable; ?lm, ?glm.control): lm.fit's "0
// (non-NA) cases", glm.fit's non-convergence and separation warnings, as
// warnings (exit 0) or converted by warn = 2. Near misses: a formula
// naming a column that is not there stays invalid.
func TestGeneralise1740RFitUnusable(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "lm zero cases", protocol: "exec", status: 1, code: "1", msg: "Error in lm.fit(x, y, offset = offset, singular.ok = singular.ok, ...) : \n  0 (non-NA) cases\nCalls: lm -> lm.fit\nExecution halted\nexit status 1", want: rung.KindAmbiguous},
		{name: "glm converted", protocol: "exec", status: 1, code: "1", msg: "Error: (converted from warning) glm.fit: algorithm did not converge\nExecution halted\nexit status 1", want: rung.KindAmbiguous},
		{name: "glm warning exit 0", protocol: "exec", msg: "Warning messages:\n1: glm.fit: algorithm did not converge \n2: glm.fit: fitted probabilities numerically 0 or 1 occurred \nexit status 0", want: rung.KindAmbiguous},
		{name: "glm separation converted", protocol: "exec", status: 1, code: "1", msg: "Error: (converted from warning) glm.fit: fitted probabilities numerically 0 or 1 occurred\nExecution halted\nexit status 1", want: rung.KindAmbiguous},
		{name: "near: formula object missing", protocol: "exec", status: 1, code: "1", msg: "Error in eval(predvars, data, env) : object 'weight' not found\nCalls: lm ... eval -> <Anonymous> -> model.frame.default -> eval -> eval\nExecution halted\nexit status 1", want: rung.KindInvalid},
	})
}

// TestGeneralise1740RStateWords: R's own words for what the world holds
// (rscript.go rStateWords): setTimeLimit's limits (transient, as set
// 1312's SIGXCPU), readRDS/load on a file that is no R object (premise,
// as set 1339's magic numbers), libcurl 6 in R's URL warning (transient,
// as wget's bare resolve failure), unzip's "not overwriting file"
// (conflict), stopifnot's "is not TRUE" (premise). Near misses: pandoc's
// "Unknown input format" (invalid), stopifnot beside file.symlink's 'File
// exists' warning (conflict), a 404 in R's warning (premise).
func TestGeneralise1740RStateWords(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "elapsed limit", protocol: "exec", status: 1, code: "1", msg: "Error in for (i in 1:1e+09) s <- s + i : reached elapsed time limit\nExecution halted\nexit status 1", want: rung.KindTransient},
		{name: "cpu limit", protocol: "exec", status: 1, code: "1", msg: "Error: reached CPU time limit\nExecution halted\nexit status 1", want: rung.KindTransient},
		{name: "session limit", protocol: "exec", status: 1, code: "1", msg: "Error in Sys.sleep(10) : reached session elapsed time limit\nExecution halted\nexit status 1", want: rung.KindTransient},
		{name: "readRDS", protocol: "exec", status: 1, code: "1", msg: "Error in readRDS(\"/tmp/w1740/cap/notrds.rds\") : unknown input format\nExecution halted\nexit status 1", want: rung.KindPremise},
		{name: "load magic", protocol: "exec", status: 1, code: "1", msg: "Error in load(\"model.RData\") : \n  bad restore file magic number (file may be corrupted) -- no data loaded\nIn addition: Warning message:\nfile 'model.RData' has magic number 'x,y'\n  Use of save versions prior to 2 is deprecated \nExecution halted\nexit status 1", want: rung.KindPremise},
		{name: "resolve host", protocol: "exec", status: 1, code: "1", msg: "Error in readLines(url(\"https://cran.r-project.org/src/contrib/PACKAGES\")) : \n  cannot open the connection to 'https://cran.r-project.org/src/contrib/PACKAGES'\nIn addition: Warning message:\nIn readLines(url(\"https://cran.r-project.org/src/contrib/PACKAGES\")) :\n  URL 'https://cran.r-project.org/src/contrib/PACKAGES': status was 'Couldn't resolve host name'\nExecution halted\nexit status 1", want: rung.KindTransient},
		{name: "resolve host download", protocol: "exec", status: 1, code: "1", msg: "trying URL 'https://example.org/d.csv'\nError in download.file(\"https://example.org/d.csv\", \"d.csv\") : \n  cannot open URL 'https://example.org/d.csv'\nIn addition: Warning message:\nIn download.file(\"https://example.org/d.csv\", \"d.csv\") :\n  URL 'https://example.org/d.csv': status was 'Couldn't resolve host name'\nExecution halted\nexit status 1", want: rung.KindTransient},
		{name: "unzip", protocol: "exec", status: 1, code: "1", msg: "Error in unzip(\"/tmp/w1740/cap/out/bundle.zip\", exdir = \"/tmp/w1740/cap/out/unz\",  : \n  (converted from warning)  not overwriting file '/tmp/w1740/cap/out/unz/report.txt\nExecution halted\nexit status 1", want: rung.KindConflict},
		{name: "unzip warning exit 0", protocol: "exec", msg: "Warning message:\nIn unzip(\"b.zip\", overwrite = FALSE) : not overwriting file './report.txt\nexit status 0", want: rung.KindConflict},
		{name: "stopifnot", protocol: "exec", status: 1, code: "1", msg: "Error: cfg$threads > 0 is not TRUE\nExecution halted\nexit status 1", want: rung.KindPremise},
		{name: "stopifnot all", protocol: "exec", status: 1, code: "1", msg: "Error in check(d) : nrow(d) > 0 are not all TRUE\nExecution halted\nexit status 1", want: rung.KindPremise},
		{name: "near: symlink exists", protocol: "exec", status: 1, code: "1", msg: "Warning message:\nIn file.symlink(\"/tmp/w1740/cap/wide.csv\", \"/tmp/w1740/cap/out/latest\") :\n  cannot symlink '/tmp/w1740/cap/wide.csv' to '/tmp/w1740/cap/out/latest', reason 'File exists'\nError: ok is not TRUE\nExecution halted\nexit status 1", want: rung.KindConflict},
		{name: "near: pandoc format", protocol: "exec", status: 21, code: "21", msg: "Unknown input format markdwn\nexit status 21", want: rung.KindInvalid},
		{name: "near: 404 in warning", protocol: "exec", status: 1, code: "1", msg: "Error in download.file(\"http://127.0.0.1:34001/missing.csv\", \"m.csv\",  : \n  cannot open URL 'http://127.0.0.1:34001/missing.csv'\nIn addition: Warning message:\nIn download.file(\"http://127.0.0.1:34001/missing.csv\", \"m.csv\",  :\n  cannot open URL 'http://127.0.0.1:34001/missing.csv': HTTP status was '404 Not Found'\nExecution halted\nexit status 1", want: rung.KindPremise},
	})
}
