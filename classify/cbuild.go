package classify

import "strings"

// The C and C++ build tools' own verdicts that no errno or compiler
// position carries (set 1543, captured live with CMake 3.25.1, gcc 12.2.0,
// GNU binutils 2.40 and GCC's AddressSanitizer on Debian 12).
//
// CMake's configure and install errors ("CMake Error: ..." or "CMake
// Error at <file>:<line> (<command>):") say which of the plan's beliefs
// failed:
//
//   - the source tree is no CMake project ("does not appear to contain
//     CMakeLists.txt"), the build directory's cache was made for another
//     source, path or generator ("The current CMakeCache.txt directory ...
//     is different than the directory", "does not match the source ...
//     used to generate cache", "Does not match the generator used
//     previously"), the CMake is older than the project needs ("CMake 3.99
//     or higher is required.  You are running version 3.25.1"), or the
//     toolchain is not installed ("No CMAKE_CXX_COMPILER could be found",
//     "unable to find a build program corresponding to \"Ninja\""):
//     premise, the tree, directory or host is not as assumed, and a rerun
//     meets the same state;
//   - the project file calls a command CMake does not have ("Unknown CMake
//     command \"x\""): invalid, a wrong name in the script;
//   - an install that may not create or write its destination ("file
//     cannot create directory: /usr/local/bin.  Maybe need administrative
//     privileges."): denied.
//
// cmake-commands(7), cmake(1) (CMakeCache.txt, -G), cmake_minimum_required,
// CMAKE_<LANG>_COMPILER, file(INSTALL).
func cmakeError(t string) (Result, bool) {
	if !hasAny(t, "cmake error") {
		return Result{}, false
	}
	switch {
	case hasAny(t, "maybe need") && hasAny(t, "administrative privileges"): // CMake wraps the line between them
		return verdict(denied, "cmake: the install may not create or write its destination (\"Maybe need administrative privileges\"): another prefix, or hand back")
	case hasAny(t, "unknown cmake command \""):
		return verdict(invalid, "cmake: the project file calls a command CMake does not have: fix the script")
	case hasAny(t, "does not appear to contain cmakelists.txt"):
		return verdict(premise, "cmake: the source directory holds no CMake project (no CMakeLists.txt)")
	case hasAny(t, "cmakecache.txt directory ") && hasAny(t, " is different than the directory"),
		hasAny(t, "used to generate cache"),
		hasAny(t, "does not match the generator used previously"):
		return verdict(premise, "cmake: the build directory's cache was made for another source, path or generator: use a fresh build directory or remove the cache")
	case hasAny(t, "or higher is required") && hasAny(t, "you are running version"):
		return verdict(premise, "cmake: the installed CMake is older than the project requires")
	case hasAny(t, "no cmake_") && hasAny(t, "_compiler could be found"),
		hasAny(t, "unable to find a build program corresponding to"):
		return verdict(premise, "cmake: the compiler or build program the project needs is not installed")
	case compilerSanityFailed(t):
		return verdict(premise, "cmake: the toolchain's compiler cannot build a trivial test program (a broken or misconfigured compiler on the host)")
	case hasAny(t, "cannot find source file:"),
		hasAny(t, "add_subdirectory given source \"") && hasAny(t, " existing"): // CMake wraps at 80 columns
		return verdict(premise, "cmake: a source file or subdirectory the project lists is not in the tree (not generated or not checked out)")
	case hasAny(t, "cannot create target \"") && hasAny(t, "because another target"):
		return verdict(invalid, "cmake: the project declares one target name twice (policy CMP0002): rename one, nothing was created")
	case hasAny(t, "no sources given to target: "):
		return verdict(invalid, "cmake: a target is declared with no sources: fix the script")
	case hasAny(t, "run 'cmake --help' for all supported options", "could not create named generator ", "no generator specified for -g", "cmake error: invalid value used with "):
		return verdict(invalid, "cmake: the command line is wrong (an unknown argument, a misspelt generator, an option without its value): fix the call")
	}
	return Result{}, false
}

// compilerSanityFailed reports a build system's check that the compiler
// can build a trivial program, failed: CMake's "The C compiler ... is not
// able to compile a simple test program." and Meson's "Compiler cc cannot
// compile programs." (1.0 spells it "can not"). The toolchain on the host
// is broken or misconfigured (wrong CC, missing libc headers, a cross
// compiler without its sysroot); no project argument repairs it and a
// rerun meets it again: premise (set 1589, captured live).
func compilerSanityFailed(t string) bool {
	return hasAny(t, "is not able to compile a simple test program") ||
		hasAny(t, "compiler ") && hasAny(t, " can not compile programs", " cannot compile programs")
}

// mesonError reads Meson's configure errors ("meson.build:<line>:<col>:
// ERROR: ...", or a bare "ERROR: ..." before it reads a build file) by the
// belief each proves false (set 1589, captured live with Meson 1.0.1):
//
//   - the directory holds no Meson project ("Neither directory contains a
//     build file meson.build.", newer "Neither source directory 'x' nor
//     build directory None contain a build file meson.build.") or is no
//     configured build directory ("Current directory is not a meson build
//     directory"), Meson is older than the project needs ("Meson version
//     is 1.0.1 but project requires >=1.3"), or the compiler cannot build
//     a trivial program: premise, as CMake's siblings above;
//   - the script declares a target name twice ("Tried to create target
//     \"app\", but a target of that name already exists."): invalid, a
//     script error and not a world already holding the result.
//
// mesonbuild.com Running-Meson, Reference manual (executable, project
// meson_version).
func mesonError(t string) (Result, bool) {
	switch {
	case hasAny(t, "a build file meson.build"),
		hasAny(t, "is not a meson build directory"):
		return verdict(premise, "meson: the directory holds no Meson project or no configured build directory: configure or point at the right tree")
	case !hasAny(t, "meson.build:"):
		return Result{}, false
	case hasAny(t, "meson version is ") && hasAny(t, " but project requires "):
		return verdict(premise, "meson: the installed Meson is older than the project requires")
	case compilerSanityFailed(t):
		return verdict(premise, "meson: the toolchain's compiler cannot build a trivial program (a broken or misconfigured compiler on the host)")
	case hasAny(t, "tried to create target \"") && hasAny(t, "but a target of that name already exists"):
		return verdict(invalid, "meson: the build script declares one target name twice: rename one, nothing was created")
	}
	return Result{}, false
}

// cBuildShapes reads the compiler driver's, the linker's and the
// sanitizers' verdicts that say neither "error:" at a source position nor
// an errno (set 1543):
//
//   - ld's relocation overflow ("relocation truncated to fit: R_X86_64_PC32
//     against symbol", lld's "relocation R_X86_64_PC32 out of range"):
//     the program's data is too large for the code model; the flags
//     (-mcmodel) or the source must change: invalid;
//   - a sanitizer's report on the program it instruments ("ERROR:
//     AddressSanitizer: heap-buffer-overflow", "ERROR: LeakSanitizer:
//     detected memory leaks", "WARNING: ThreadSanitizer: data race",
//     "ERROR: MemorySanitizer:", UBSan's "SUMMARY:
//     UndefinedBehaviorSanitizer"): a bug at the stack it prints, met
//     again on every run: invalid. The sanitizer's own allocator running
//     out of memory ("AddressSanitizer: out of memory") is left out.
func cBuildShapes(t string) (Result, bool) {
	if hasAny(t, "relocation truncated to fit: r_") || hasAny(t, "ld.lld: error: ") && hasAny(t, " out of range: ") && hasAny(t, "relocation r_") {
		return verdict(invalid, "the linker: a relocation overflows the code model (data or code too large for -mcmodel=small): fix the flags or the source")
	}
	if hasAny(t, "error: addresssanitizer: ", "error: leaksanitizer: ", "error: memorysanitizer: ", "warning: threadsanitizer: ", "summary: undefinedbehaviorsanitizer") &&
		!hasAny(t, "sanitizer: out of memory", "allocator is out of memory") {
		return verdict(invalid, "a sanitizer reports a bug in the program it instruments (out-of-bounds access, leak, race, undefined behaviour): fix the code")
	}
	return Result{}, false
}

// ldScriptMisread reports GNU ld's reading of an input it did not
// recognise as an object, archive or shared library: it takes it for a
// linker script ("file format not recognized; treating as linker script")
// and the script does not parse ("syntax error"). A file that is not an
// object was handed to the link, or a linker script is wrong: invalid,
// read ahead of the archive tools' "file format not recognized" (a
// damaged file, premise). (ld(1), Implicit Linker Scripts; set 1543.)
func ldScriptMisread(t string) bool {
	return hasAny(t, "file format not recognized; treating as linker script") && hasAny(t, "syntax error")
}

const compilerHeapReason = "the compiler ran out of memory under the host's limit (libiberty xmalloc_failed, GCC's \"virtual memory exhausted\"): raise the limit or build with less parallelism, the source is fine"

// compilerHeap finds GCC's and binutils' own words for memory they could
// not get: libiberty's xmalloc_failed "cc1plus: out of memory allocating N
// bytes after a total of M bytes" (also as, ld, gdb) and GCC's "virtual
// memory exhausted: Cannot allocate memory", under a memory limit (ulimit
// -v, prlimit --as, a container's). The source is fine and the same limit
// stops the same compile again: premise, as the host's process-count and
// file-size limits (gcc.gnu.org/bugs: running out of memory is no compiler
// bug; sets 1298 and 1543 label it so blind). Read ahead of Go's ENOMEM
// words, so a bare "cannot allocate memory" (a fork that failed for a
// moment) stays transient; an interpreter's heap under its limit keeps set
// 1312's invalid (the script asks for too much at once).
func compilerHeap(t string) bool {
	return hasAny(t, " bytes after a total of ") && hasAny(t, ": out of memory allocating ") ||
		hasAny(t, "virtual memory exhausted: cannot allocate memory")
}

// symbolBlindAnswer reads the binutils' and gdb's answers that ran and
// exit 0 but name nothing, because the binary carries no symbols (set
// 1699, captured live on a stripped gcc 12.2.0 binary, binutils 2.40, gdb
// 13.1): nm's and llvm-nm's "nm: app: no symbols", objdump -t's "SYMBOL
// TABLE:" followed by "no symbols", addr2line's "??:0" / "??:?" for the
// address asked about, and a gdb backtrace whose frames read "#4  0x... in
// ?? ()". The call worked and its answer cannot locate anything:
// ambiguous (rebuild with -g or ask of an unstripped copy, once). Gated on
// the short markers; gdb's "No such file or directory." for a missing
// executable or core, and ranlib's "has no symbols" warning, are not read.
func symbolBlindAnswer(t string) (Result, bool) {
	if !strings.Contains(t, "no symbols") && !strings.Contains(t, "??") {
		return Result{}, false
	}
	for line := range strings.Lines(t) {
		l := strings.TrimSpace(line)
		switch {
		case strings.HasSuffix(l, ": no symbols") && nmSubject(l[:len(l)-len(": no symbols")]),
			l == "no symbols" && strings.Contains(t, "SYMBOL TABLE:"),
			l == "??:0" || l == "??:?":
			return verdict(ambiguous, "the symbol lookup ran on a binary without symbols (nm, objdump -t, addr2line): the answer names nothing; rebuild with -g or use an unstripped copy, once")
		case strings.HasPrefix(l, "#") && strings.Contains(l, " in ?? (") && frameNumber(l):
			return verdict(ambiguous, "gdb's backtrace ran but the program's frames have no symbols (\"in ?? ()\"): it cannot locate the fault; rebuild with -g, once")
		}
	}
	return Result{}, false
}

// frameNumber reports a gdb frame line's "#N " start.
func frameNumber(l string) bool {
	i := 1
	for i < len(l) && l[i] >= '0' && l[i] <= '9' {
		i++
	}
	return i > 1 && i < len(l) && l[i] == ' '
}

// nmSubject reports an nm line's subject before ": no symbols": a file
// name, after nm's or llvm-nm's own "nm: " prefix, with no space in it.
func nmSubject(s string) bool {
	s = strings.TrimPrefix(strings.TrimPrefix(s, "nm: "), "llvm-nm: ")
	return s != "" && !strings.Contains(s, " ")
}
