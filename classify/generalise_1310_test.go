package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 62ffa0b6: 12/35 overall, 7/24 tricky.
func TestIndependentCases1310(t *testing.T) {
	runIndependent(t, "testdata/independent1310.jsonl", false)
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
