package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 066f8643: 26/34 overall, 12/17 tricky.
// Tolerated: i1678-tcl-glob-no-match: premise vs ambiguous (ruling): set 666's glob ruling reads a reader's source that matched no files (DuckDB "No files found that match the pattern", gsutil "No URLs matched") premise; Tcl's glob error is the same shape.
// Tolerated: i1678-gawk-regexp-escape-nomatch: unknown vs ambiguous (one-off): exit status 0 with only gawk's regexp-escape warning; the empty result is not in the text, and the warning alone does not say the filter matched nothing.
func TestIndependentCases1678(t *testing.T) {
	runIndependent(t, "testdata/independent1678.jsonl", true,
		"i1678-tcl-glob-no-match",
		"i1678-gawk-regexp-escape-nomatch",
	)
}

// TestGeneralise1678LuaStringArith: Lua 5.4's string arithmetic
// metamethods (lstrlib.c trymt "attempt to %s a '%s' with a '%s'") when a
// string does not convert, live Lua 5.4.4. Near misses: other "attempt to
// add" sentences without Lua's quoted type keep their readings.
func TestGeneralise1678LuaStringArith(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"add", "exec", 1, "1", "lua5.4: sum.lua:4: attempt to add a 'number' with a 'string'\nstack traceback:\n\t[C]: in metamethod 'add'\n\tsum.lua:4: in main chunk\n\t[C]: in ?\nexit status 1", rung.KindInvalid},
		{"mul", "exec", 1, "1", "lua: price.lua:9: attempt to mul a 'string' with a 'number'\nstack traceback:\n\t[C]: in metamethod 'mul'\nexit status 1", rung.KindInvalid},
		{"unm", "exec", 1, "1", "lua5.4: neg.lua:2: attempt to unm a 'string' with a 'string'\nexit status 1", rung.KindInvalid},
		{"idiv redis eval", "redis", 0, "", "ERR user_script:3: attempt to idiv a 'string' with a 'number' script: 6f1c, on @user_script:3.", rung.KindInvalid},
		{"near: add member exists", "http", 409, "", `{"error":"attempt to add a member that already exists in the group"}`, rung.KindConflict},
	})
}

// TestGeneralise1678LuaHeap: the standalone Lua interpreter's LUA_ERRMEM
// line ("lua5.4: not enough memory", lua.c l_message) under ulimit -v,
// live Lua 5.4.4, read with the interpreter-heap ruling (set 1312).
// Near misses: Windows' "Not enough memory resources" and a program line
// that merely ends in the words keep their readings.
func TestGeneralise1678LuaHeap(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"lua5.4", "exec", 1, "1", "lua5.4: not enough memory\nexit status 1", rung.KindInvalid},
		{"lua", "exec", 1, "1", "lua: not enough memory\nexit status 1", rung.KindInvalid},
		{"luajit", "exec", 1, "1", "luajit: not enough memory\nexit status 1", rung.KindInvalid},
		{"near: windows", "exec", 1, "1", "Not enough memory resources are available to process this command.\nexit status 1", rung.KindUnknown},
	})
}

// TestGeneralise1678ScriptModuleMissing: Lua's require after every
// searcher failed ("module 'x' not found:" with "no field
// package.preload['x']") and Tcl's "can't find package x", live Lua 5.4.4
// and Tcl 8.6.13: the host lacks the library. Near misses: a Lua runtime
// error and Tcl's invalid command name keep invalid.
func TestGeneralise1678ScriptModuleMissing(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"lua require", "exec", 1, "1", "lua5.4: app.lua:1: module 'cjson' not found:\n\tno field package.preload['cjson']\n\tno file '/usr/local/share/lua/5.4/cjson.lua'\n\tno file './cjson.so'\nstack traceback:\n\t[C]: in function 'require'\nexit status 1", rung.KindPremise},
		{"lua require luajit", "exec", 1, "1", "luajit: x.lua:2: module 'socket.http' not found:\n\tno field package.preload['socket.http']\n\tno file './socket/http.lua'\nexit status 1", rung.KindPremise},
		{"tcl package", "exec", 1, "1", "can't find package sqlite3\n    while executing\n\"package require sqlite3\"\n    (file \"db.tcl\" line 1)\nexit status 1", rung.KindPremise},
		{"tcl package version", "exec", 1, "1", "can't find package Tk 8.7\n    while executing\n\"package require Tk 8.7\"\nexit status 1", rung.KindPremise},
		{"near: lua index nil", "exec", 1, "1", "lua5.4: report.lua:3: attempt to index a nil value (global 'pkg')\nexit status 1", rung.KindInvalid},
		{"near: tcl invalid command", "exec", 1, "1", "invalid command name \"package_require\"\n    while executing\n\"package_require sqlite3\"\nexit status 1", rung.KindInvalid},
	})
}

// TestGeneralise1678TclMkdirOverFile: Tcl's file mkdir, for which an
// existing directory is no error, so 'can't create directory "X": file
// already exists' is a file in the way (live Tcl 8.6.13), premise as set
// 97's mkdir-over-file row. Near misses: Tcl's copy onto an existing file
// keeps conflict, a mkdir refused for permission keeps denied.
func TestGeneralise1678TclMkdirOverFile(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"file ext", "exec", 1, "1", "can't create directory \"/tmp/s/report.txt\": file already exists\n    while executing\n\"file mkdir /tmp/s/report.txt/2026\"\nexit status 1", rung.KindPremise},
		{"no ext", "exec", 1, "1", "can't create directory \"/srv/out\": file already exists\n    while executing\n\"file mkdir /srv/out/logs\"\nexit status 1", rung.KindPremise},
		{"near: copy exists", "exec", 1, "1", "error copying \"a.csv\" to \"b.csv\": file already exists\n    while executing\n\"file copy a.csv b.csv\"\nexit status 1", rung.KindConflict},
		{"near: permission", "exec", 1, "1", "can't create directory \"/srv/out\": permission denied\n    while executing\n\"file mkdir /srv/out\"\nexit status 1", rung.KindDenied},
	})
}

// TestGeneralise1678GawkFatalProgram: gawk's fatal words for its own
// program and command line (live GNU Awk 5.2.1): an undefined function
// and an illegal -v variable name. Near misses: gawk's cannot-open file
// messages keep premise and denied, BIND's "is not a legal name" its own.
func TestGeneralise1678GawkFatalProgram(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"function", "exec", 2, "2", "gawk: fmt.awk:1: (FILENAME=people.csv FNR=1) fatal: function `pad' not defined\nexit status 2", rung.KindInvalid},
		{"function cmdline", "exec", 2, "2", "gawk: cmd. line:1: fatal: function `trim' not defined\nexit status 2", rung.KindInvalid},
		{"v name", "exec", 2, "2", "gawk: fatal: `2rate' is not a legal variable name\nexit status 2", rung.KindInvalid},
		{"v name dash", "exec", 2, "2", "gawk: fatal: `max-rows' is not a legal variable name\nexit status 2", rung.KindInvalid},
		{"near: missing file", "exec", 2, "2", "gawk: fatal: cannot open file `in.csv' for reading: No such file or directory\nexit status 2", rung.KindPremise},
		{"near: denied", "exec", 2, "2", "gawk: fatal: cannot open file `/etc/shadow' for reading: Permission denied\nexit status 2", rung.KindDenied},
	})
}
