package classify

import "testing"

// First run at 7072e351: 14/34 overall, 6/18 tricky.
func TestIndependentCases1756(t *testing.T) {
	runIndependent(t, "testdata/independent1756.jsonl", true)
}

// TestGeneralise1756GfortranCompile: gfortran's diagnostics under a
// Fortran position line ("x.f90:5:7:" then the caret block then "Error:")
// are the source's faults (invalid), "ambiguous reference" included; its
// "Fatal Error:" for a module file, an included file or the source that is
// not there, or a module from another GNU Fortran, is premise (gfortran
// 12.2.0, captured live; fortranpascal.go fortranPascalText). Near misses:
// a C compiler's "error:" keeps invalid, an "Error:" line with no Fortran
// position keeps the other readers' kind.
func TestGeneralise1756GfortranCompile(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"implicit", "exec", 1, "1", "solve.f90:12:4:\n\n   12 |   k = 2\n      |    1\nError: Symbol ‘k’ at (1) has no IMPLICIT type\nexit status 1", invalid},
		{"type mismatch", "exec", 1, "1", "m.f90:20:13:\n\n   20 |   call s(1.0d0)\n      |             1\nError: Type mismatch in argument ‘a’ at (1); passed REAL(8) to INTEGER(4)\nexit status 1", invalid},
		{"arglist", "exec", 1, "1", "p.f90:4:14:\n\n    4 |   call foo(1,,2)\n      |              1\nError: Syntax error in argument list at (1)\nexit status 1", invalid},
		{"end program", "exec", 1, "1", "p.f95:9:3:\n\n    9 | end\n      |   1\nError: Expecting END PROGRAM statement at (1)\nexit status 1", invalid},
		{"ambiguous name", "exec", 1, "1", "a.F90:3:10:\n\n    3 | x = tol\n      |          1\nError: Name ‘tol’ at (1) is an ambiguous reference to ‘tol’ from module ‘m1’\nexit status 1", invalid},
		{"module missing", "exec", 1, "1", "main.f90:3:9:\n\n    3 |     use netcdf\n      |         1\nFatal Error: Cannot open module file ‘netcdf.mod’ for reading at (1): No such file or directory\ncompilation terminated.\nexit status 1", premise},
		{"include missing", "exec", 1, "1", "k.f:2:0:\n\n    2 |       include 'mpif.h'\n      | \nFatal Error: Cannot open included file ‘mpif.h’\ncompilation terminated.\nexit status 1", premise},
		{"module version", "exec", 1, "1", "b.f90:2:6:\n\n    2 |   use fftw3\n      |      1\nFatal Error: Cannot read module file ‘fftw3.mod’ opened at (1), because it was created by a different version of GNU Fortran\ncompilation terminated.\nexit status 1", premise},
		{"source missing", "exec", 1, "1", "f951: Fatal Error: Cannot open file ‘model.f90’\ncompilation terminated.\nexit status 1", premise},
		// Near misses.
		{"C compile error", "exec", 1, "1", "main.c:3:5: error: unknown type name ‘strin’\nexit status 1", invalid},
		{"Error with no Fortran position", "exec", 1, "1", "Error: the query returned several matches; ambiguous\nexit status 1", ambiguous},
	})
}

// TestGeneralise1756GfortranRuntime: libgfortran's "Fortran runtime
// error:" lines (gfortran manual, Runtime and -fcheck) by what they prove:
// OPEN's errno (ENOENT and EISDIR premise, EACCES denied, EEXIST conflict
// for STATUS='NEW'), "End of file" premise, the -fcheck and list-input
// checks invalid; "Error allocating N bytes" and the signal handler's
// "Program received signal SIGFPE/SIGSEGV" with a backtrace invalid
// (gfortran 12.2.0, captured live). Near misses: a runtime line with an
// unread wording ("Cannot open file ...: Too many open files") and a bare
// "Segmentation fault" keep other readers' kinds.
func TestGeneralise1756GfortranRuntime(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"below lower bound", "exec", 2, "2", "At line 8 of file g.f90\nFortran runtime error: Index '0' of dimension 2 of array 'grid' below lower bound of 1\n\nError termination. Backtrace:\n#0  0x7f in ???\nexit status 2", invalid},
		{"bad real", "exec", 2, "2", "At line 4 of file r.f90 (unit = 10, file = 'in.txt')\nFortran runtime error: Bad real number in item 2 of list input\n\nError termination. Backtrace:\nexit status 2", invalid},
		{"bad integer", "exec", 2, "2", "At line 4 of file r.f90 (unit = 5, file = 'stdin')\nFortran runtime error: Bad integer for item 3 in list input\n\nError termination. Backtrace:\nexit status 2", invalid},
		{"already allocated", "exec", 2, "2", "At line 9 of file w.f90\nFortran runtime error: Attempting to allocate already allocated variable 'work'\n\nError termination. Backtrace:\nexit status 2", invalid},
		{"eof", "exec", 2, "2", "At line 7 of file d.f90 (unit = 20, file = 'obs.dat')\nFortran runtime error: End of file\n\nError termination. Backtrace:\nexit status 2", premise},
		{"no file", "exec", 2, "2", "At line 5 of file io.f90 (unit = 11)\nFortran runtime error: Cannot open file 'input.nml': No such file or directory\n\nError termination. Backtrace:\nexit status 2", premise},
		{"is dir", "exec", 2, "2", "At line 3 of file o.f90 (unit = 12)\nFortran runtime error: Cannot open file 'out': Is a directory\n\nError termination. Backtrace:\nexit status 2", premise},
		{"perm", "exec", 2, "2", "At line 3 of file o.f90 (unit = 12)\nFortran runtime error: Cannot open file '/var/log/x.log': Permission denied\n\nError termination. Backtrace:\nexit status 2", denied},
		{"new exists", "exec", 2, "2", "At line 3 of file o.f90 (unit = 12)\nFortran runtime error: Cannot open file 'table.csv': File exists\n\nError termination. Backtrace:\nexit status 2", conflict},
		{"alloc limit", "exec", 1, "1", "In file 'big.f90', around line 12: Error allocating 8000000000 bytes: Cannot allocate memory\n\nError termination. Backtrace:\n#0  0x7f in ???\nexit status 1", invalid},
		{"sigsegv", "exec", 139, "139", "\nProgram received signal SIGSEGV: Segmentation fault - invalid memory reference.\n\nBacktrace for this error:\n#0  0x7f in ???\nSegmentation fault\nexit status 139", invalid},
		{"sigfpe", "exec", 136, "136", "\nProgram received signal SIGFPE: Floating-point exception - erroneous arithmetic operation.\n\nBacktrace for this error:\n#0  0x7f in ???\nFloating point exception\nexit status 136", invalid},
		// Near misses: a bare allocator ENOMEM without libgfortran's frame.
		{"bare enomem", "exec", 1, "1", "fork/exec /usr/bin/gfortran: cannot allocate memory\nexit status 1", transient},
	})
}

// TestGeneralise1756FreePascal: Free Pascal's compiler and run-time
// verdicts (fpc 3.2.2, captured live; Programmer's Guide appendix D
// run-time errors, RTL sysutils exceptions): "Fatal: Can't find unit"
// premise, "Can't create object file ... (error code: 5)" denied;
// "Runtime error N at $ADDR" by its number (2, 3 premise; 5 denied; 100,
// 101 premise; 102-106, 200-216 invalid); an unhandled EAccessViolation,
// EDivByZero, ERangeError or EConvertError invalid. Near misses:
// EInOutError keeps its words (File not found premise), a runtime error
// number with no " at $" and another tool's "Runtime error" keep theirs.
func TestGeneralise1756FreePascal(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"unit", "exec", 1, "1", "Compiling a.pas\na.pas(3,6) Fatal: Can't find unit fgl_extra used by a\nFatal: Compilation aborted\nError: /usr/bin/ppcx64 returned an error exitcode\nexit status 1", premise},
		{"object perm", "exec", 1, "1", "Compiling b.pas\nb.pas(9,1) Error: Can't create object file: /opt/out/b.o (error code: 5)\nb.pas(9,1) Fatal: Can't create object /opt/out/b.o\nFatal: Compilation aborted\nexit status 1", denied},
		{"rte 3", "exec", 3, "3", "Runtime error 3 at $0000000000401100\n  $0000000000401100\nexit status 3", premise},
		{"rte 5", "exec", 5, "5", "Runtime error 5 at $00000000004010C9\n  $00000000004010C9\nexit status 5", denied},
		{"rte 101", "exec", 101, "101", "Runtime error 101 at $0000000000401123\nexit status 101", premise},
		{"rte 103", "exec", 103, "103", "Runtime error 103 at $0000000000401123\nexit status 103", invalid},
		{"rte 106", "exec", 106, "106", "Runtime error 106 at $00000000004010BB\n  $00000000004010BB\nexit status 106", invalid},
		{"rte 200", "exec", 200, "200", "Runtime error 200 at $00000000004010BB\nexit status 200", invalid},
		{"rte 203", "exec", 203, "203", "Runtime error 203 at $00000000004010BB\nexit status 203", invalid},
		{"rte 216", "exec", 216, "216", "Runtime error 216 at $00000000004010BB\nexit status 216", invalid},
		{"edivbyzero", "exec", 217, "217", "An unhandled exception occurred at $00000000004010C0:\nEDivByZero: Division by zero\n  $00000000004010C0\nexit status 217", invalid},
		{"econvert", "exec", 217, "217", "An unhandled exception occurred at $00000000004010C0:\nEConvertError: \"abc\" is an invalid integer\n  $00000000004010C0\nexit status 217", invalid},
		{"erange", "exec", 217, "217", "An unhandled exception occurred at $00000000004010C0:\nERangeError: Range check error\nexit status 217", invalid},
		// Near misses.
		{"einouterror not found", "exec", 217, "217", "An unhandled exception occurred at $00000000004010D2:\nEInOutError: File not found\n  $00000000004010D2\nexit status 217", premise},
		{"einouterror denied", "exec", 217, "217", "An unhandled exception occurred at $00000000004010D2:\nEInOutError: Access denied\nexit status 217", denied},
	})
}
