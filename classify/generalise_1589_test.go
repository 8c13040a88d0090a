package classify

import "testing"

// First run at 9331289f: 27/34 overall, 13/17 tricky.
// Tolerated: i1589-gcc-killed-cc1: transient vs premise (ruling, set 1543, childproc.go compilerKilled): the driver's "Killed signal terminated program cc1" reads as SIGKILL from outside, as "signal: killed"; this set reads it as the OOM killer's verdict on the host's memory.
func TestIndependentCases1589(t *testing.T) {
	runIndependent(t, "testdata/independent1589.jsonl", true, "i1589-gcc-killed-cc1")
}

// TestGeneralise1589CMakeScript: CMake's configure errors by the belief
// they prove false (cbuild.go cmakeError). A source or subdirectory the
// project lists that is not in the tree is premise; a target name declared
// twice (CMP0002, "another target with the same name already exists") or
// with no sources is the script's error, invalid, not a conflict; a wrong
// command line ("Unknown argument", a misspelt -G, "Run 'cmake --help' for
// all supported options") is invalid; a compiler that fails CMake's
// "simple test program" is the host's toolchain, premise. Captured live
// with CMake 3.25.1 (cmake(1), add_executable, add_subdirectory, CMP0002).
func TestGeneralise1589CMakeScript(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"missing source", "exec", 1, "1", "CMake Error at src/CMakeLists.txt:12 (add_library):\n  Cannot find source file:\n\n    codec/gen_tables.c\n\n  Tried extensions .c .C .c++ .cc .cpp .cxx .cu .mpp .m .M .mm .ixx .cppm .h\nexit status 1", premise},
		{"missing subdirectory", "exec", 1, "1", "CMake Error at CMakeLists.txt:20 (add_subdirectory):\n  add_subdirectory given source \"external/googletest\" which is not an\n  existing directory.\nexit status 1", premise},
		{"duplicate library", "exec", 1, "1", "CMake Error at lib/CMakeLists.txt:4 (add_library):\n  add_library cannot create target \"core\" because another target with the\n  same name already exists.  The existing target is a static library created\n  in source directory \"/src/lib\".  See documentation for policy CMP0002 for\n  more details.\nexit status 1", invalid},
		{"duplicate custom target", "exec", 1, "1", "CMake Error at cmake/docs.cmake:9 (add_custom_target):\n  add_custom_target cannot create target \"docs\" because another target with\n  the same name already exists.\nexit status 1", invalid},
		{"no sources", "exec", 1, "1", "CMake Error at CMakeLists.txt:5 (add_executable):\n  No SOURCES given to target: tool\nexit status 1", invalid},
		{"unknown argument", "exec", 1, "1", "CMake Error: Unknown argument --prefix-path=/opt\nCMake Error: Run 'cmake --help' for all supported options.\nexit status 1", invalid},
		{"no -B value", "exec", 1, "1", "CMake Error: No build directory specified for -B\nCMake Error: Run 'cmake --help' for all supported options.\nexit status 1", invalid},
		{"bad generator", "exec", 1, "1", "CMake Error: Could not create named generator Visual Studio 18\n\nGenerators\n* Unix Makefiles               = Generates standard UNIX makefiles.\n  Ninja                        = Generates build.ninja files.\nexit status 1", invalid},
		{"broken compiler", "exec", 1, "1", "CMake Error at /usr/share/cmake-3.25/Modules/CMakeTestCCompiler.cmake:70 (message):\n  The C compiler\n\n    \"/opt/cross/bin/arm-gcc\"\n\n  is not able to compile a simple test program.\nexit status 1", premise},
		// Near misses keep their kinds.
		{"source dir missing keeps premise", "exec", 1, "1", "CMake Error: The source directory \"/src/app\" does not exist.\nSpecify --help for usage, or press the help button on the CMake GUI.\nexit status 1", premise},
		{"unknown command keeps invalid", "exec", 1, "1", "CMake Error at CMakeLists.txt:7 (qt_add_executable):\n  Unknown CMake command \"qt_add_executable\".\nexit status 1", invalid},
		{"kubectl already exists keeps conflict", "exec", 1, "1", "Error from server (AlreadyExists): deployments.apps \"app\" already exists\nexit status 1", conflict},
	})
}

// TestGeneralise1589Meson: Meson's configure errors by the belief they
// prove false (cbuild.go mesonError): no meson.build or no configured
// build directory, a Meson older than the project's meson_version, or a
// compiler that cannot build a trivial program are premise; a target
// name declared twice ("Tried to create target ..., but a target of that
// name already exists") is the script's error, invalid. Captured live
// with Meson 1.0.1 (mesonbuild.com Running-Meson, Reference manual).
func TestGeneralise1589Meson(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"no meson.build, newer wording", "exec", 1, "1", "ERROR: Neither source directory '/src/app' nor build directory None contain a build file meson.build.\nexit status 1", premise},
		{"not a build dir", "exec", 1, "1", "ERROR: Current directory is not a meson build directory: `/src/app`.\nPlease specify a valid build dir or change the working directory to it.\nIt is also possible that the build directory was generated with an old\nmeson version. Please regenerate it in this case.\nexit status 1", premise},
		{"meson too old", "exec", 1, "1", "meson.build:1:0: ERROR: Meson version is 0.61.2 but project requires >= 0.64.0\nexit status 1", premise},
		{"compiler cannot compile", "exec", 1, "1", "meson.build:1:0: ERROR: Compiler cc cannot compile programs.\nexit status 1", premise},
		{"cross compiler cannot compile", "exec", 1, "1", "meson.build:3:0: ERROR: Compiler aarch64-linux-gnu-g++ can not compile programs.\nexit status 1", premise},
		{"duplicate library target", "exec", 1, "1", "subprojects/zlib/meson.build:40:0: ERROR: Tried to create target \"z\", but a target of that name already exists.\nexit status 1", invalid},
		// Near misses keep their kinds.
		{"unknown option keeps invalid", "exec", 1, "1", "meson.build:1:0: ERROR: Unknown options: \"docs\"\nexit status 1", invalid},
		{"dependency keeps premise", "exec", 1, "1", "meson.build:9:0: ERROR: Dependency \"glib-2.0\" not found, tried pkgconfig and cmake\nexit status 1", premise},
	})
}
