package classify

import "testing"

// Tolerated: i1543-make-terminated-timeout: unknown vs transient (ruling, set 1269 childproc.go: a child's SIGTERM, "signal: terminated", is left unread, only SIGKILL reads transient): make's "[Makefile:2: all] Terminated" relays the same SIGTERM, which a caller's own cancel sends as well as a deadline; the text cannot tell the two.
// First run at 1c210d60: 21/34 overall, 8/16 tricky.
func TestIndependentCases1543(t *testing.T) {
	runIndependent(t, "testdata/independent1543.jsonl", true, "i1543-make-terminated-timeout")
}

// TestGeneralise1543CMakeErrors holds CMake's configure and install
// errors by the belief they prove false (cbuild.go cmakeError; CMake
// 3.25.1 live, cmake(1), cmake-commands(7)): a tree with no project, a
// stale cache, a CMake too old and a missing toolchain premise; an unknown
// command invalid; an install without privileges denied. Near misses
// without CMake's "CMake Error" or with other words keep their kinds.
func TestGeneralise1543CMakeErrors(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"no cmakelists", "exec", 1, "1", "CMake Error: The source directory \"/src/app\" does not appear to contain CMakeLists.txt.\nSpecify --help for usage, or press the help button on the CMake GUI.\nexit status 1", premise},
		{"cache dir moved", "exec", 1, "1", "CMake Error: The current CMakeCache.txt directory /w/b/CMakeCache.txt is different than the directory /old/b where CMakeCache.txt was created. This may result in binaries being created in the wrong place. If you are not sure, reedit the CMakeCache.txt\nexit status 1", premise},
		{"cache other source", "", 0, "", "CMake Error: The source \"/w/b/CMakeLists.txt\" does not match the source \"/w/a/CMakeLists.txt\" used to generate cache.  Re-run cmake with a different source directory.", premise},
		{"generator mismatch", "exec", 1, "1", "CMake Error: Error: generator : Unix Makefiles\nDoes not match the generator used previously: Ninja\nEither remove the CMakeCache.txt file and CMakeFiles directory or choose a different binary directory.\nexit status 1", premise},
		{"min version", "exec", 1, "1", "CMake Error at CMakeLists.txt:1 (cmake_minimum_required):\n  CMake 3.28 or higher is required.  You are running version 3.22.1\nexit status 1", premise},
		{"no c compiler", "exec", 1, "1", "CMake Error at CMakeLists.txt:2 (project):\n  No CMAKE_C_COMPILER could be found.\n\n  Tell CMake where to find the compiler by setting either the environment\n  variable \"CC\" or the CMake cache entry CMAKE_C_COMPILER.\nexit status 1", premise},
		{"no ninja", "exec", 1, "1", "CMake Error: CMake was unable to find a build program corresponding to \"Ninja\".  CMAKE_MAKE_PROGRAM is not set.  You probably need to select a different build tool.\nexit status 1", premise},
		{"unknown command", "exec", 1, "1", "CMake Error at src/CMakeLists.txt:12 (target_link_libaries):\n  Unknown CMake command \"target_link_libaries\".\nexit status 1", invalid},
		{"install privileges", "exec", 1, "1", "CMake Error at build/cmake_install.cmake:46 (file):\n  file INSTALL cannot make directory \"/usr/local/lib/cmake/demo\": Maybe need\n  administrative privileges.\nexit status 1", denied},
		// near misses
		{"not cmake: version words", "", 0, "", "Node.js 20 or higher is required. You are running version 18.2.0 but this tool works best with 20", invalid},
		{"not cmake: unknown command", "exec", 1, "1", "redis: ERR unknown command 'FOO', with args beginning with:", invalid},
		{"cmake find_package stays premise", "exec", 1, "1", "CMake Error at CMakeLists.txt:3 (find_package):\n  Could not find a package configuration file provided by \"fmt\" with any of\n  the following names:\n\n    fmtConfig.cmake\n    fmt-config.cmake\nexit status 1", premise},
	})
}

// TestGeneralise1543CBuild holds the compiler driver's, the linker's and
// the sanitizers' verdicts without a source position (cbuild.go, set 1543,
// gcc 12.2.0 / binutils 2.40 live): a relocation overflow and an input ld
// misread as a script invalid; a sanitizer's bug report invalid; GCC's
// out-of-memory under a limit premise; its "Killed signal terminated
// program" transient (as "signal: killed"). Near misses keep their kinds.
func TestGeneralise1543CBuild(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"reloc truncated", "exec", 1, "1", "/tmp/cc1.o: in function `init':\nbig.c:(.text+0x1a): relocation truncated to fit: R_X86_64_32S against `.bss'\ncollect2: error: ld returned 1 exit status\nexit status 1", invalid},
		{"lld reloc out of range", "exec", 1, "1", "ld.lld: error: main.o:(function main: .text+0x6): relocation R_X86_64_PC32 out of range: 3000000123 is not in [-2147483648, 2147483647]; references 'table'\nclang: error: linker command failed with exit code 1 (use -v to see invocation)", invalid},
		{"ld script misread", "exec", 1, "1", "/usr/bin/ld:libfoo.so: file format not recognized; treating as linker script\n/usr/bin/ld:libfoo.so:1: syntax error\ncollect2: error: ld returned 1 exit status\nexit status 1", invalid},
		{"asan use after free", "exec", 1, "1", "==31==ERROR: AddressSanitizer: heap-use-after-free on address 0x602000000010 at pc 0x55d1 bp 0x7ffd sp 0x7ffd\nREAD of size 4 at 0x602000000010 thread T0\nSUMMARY: AddressSanitizer: heap-use-after-free /src/a.c:9 in main\nexit status 1", invalid},
		{"lsan leak", "exec", 23, "23", "==77==ERROR: LeakSanitizer: detected memory leaks\n\nDirect leak of 64 byte(s) in 1 object(s) allocated from:\n    #0 0x7f in malloc\nSUMMARY: AddressSanitizer: 64 byte(s) leaked in 1 allocation(s).\nexit status 23", invalid},
		{"tsan race", "exec", 66, "66", "==================\nWARNING: ThreadSanitizer: data race (pid=4242)\n  Write of size 4 at 0x7b04 by thread T1:\nSUMMARY: ThreadSanitizer: data race /src/r.c:7 in worker\nexit status 66", invalid},
		{"cc1 oom allocating", "exec", 1, "1", "cc1: out of memory allocating 65536 bytes after a total of 1835008 bytes\nexit status 1", premise},
		{"as oom allocating", "", 0, "", "as: out of memory allocating 4072 bytes after a total of 135168 bytes", premise},
		{"cc1 killed", "exec", 1, "1", "gcc: fatal error: Killed signal terminated program cc1\ncompilation terminated.\nexit status 1", transient},
		{"old ice killed", "exec", 1, "1", "g++: internal compiler error: Killed (program cc1plus)\nPlease submit a full bug report,\nwith preprocessed source if appropriate.\nexit status 1", transient},
		// near misses
		{"asan own oom", "exec", 1, "1", "==9==ERROR: AddressSanitizer: out of memory: allocator is trying to allocate 0x10000000000 bytes\nexit status 1", unk},
		{"fsize signal keeps premise", "exec", 4, "4", "g++: internal compiler error: File size limit exceeded signal terminated program cc1plus\nexit status 4", premise},
		{"bare enomem stays transient", "", 0, "", "fork/exec /usr/bin/git: cannot allocate memory", transient},
		{"ld not recognized stays premise", "exec", 1, "1", "/usr/bin/ld: obj/x.o: file not recognized: file format not recognized\ncollect2: error: ld returned 1 exit status\nexit status 1", premise},
		{"php heap stays invalid", "exec", 255, "255", "PHP Fatal error:  Allowed memory size of 134217728 bytes exhausted (tried to allocate 20480 bytes) in /app/x.php on line 3", invalid},
	})
}
