package classify

import "strings"

// GNU Fortran's and Free Pascal's own verdicts, as an agent's code tool
// hands them over after compiling and running a program (set 1756,
// captured live with gfortran 12.2.0 and fpc 3.2.2 on Debian 12).
//
// gfortran prints a diagnostic as a position line ("x.f90:5:7:"), the
// source line with a caret block, then "Error: ..." or "Fatal Error: ...";
// fpc prints "x.pas(5,3) Error: ..." and its run-time library ends a
// failed run with "Runtime error N at $ADDR" or "An unhandled exception
// occurred at $ADDR:" and the exception class. Each is read by what it
// proves false:
//
//   - gfortran's "Error:" under a Fortran position: the source is wrong,
//     invalid ("ambiguous reference" is a name clash in the code);
//   - gfortran's "Fatal Error:" that a module file, an included file or
//     the source cannot be opened, or a module file made by another
//     GNU Fortran version: premise (the build tree is not as assumed);
//   - libgfortran's "Fortran runtime error:" (gfortran manual, Runtime,
//     -fcheck): an OPEN refused by errno (ENOENT, EISDIR premise, EACCES
//     denied, EEXIST conflict for STATUS='NEW'), "End of file" (the data
//     holds less than the program reads: premise), and the checks that
//     find a bug (bounds, already allocated, bad list input): invalid;
//     libgfortran's "Error allocating N bytes" (an ALLOCATE past the
//     limit: invalid, set 1312's heap ruling) and its signal handler's
//     "Program received signal SIGFPE/SIGSEGV" with a backtrace: invalid;
//   - fpc's "Fatal: Can't find unit x used by y": premise; "Can't create
//     object file: ... (error code: 5)": denied (I/O error 5);
//   - the Free Pascal run-time error numbers (Programmer's Guide,
//     appendix D, userap4.html): 2, 3 premise (file, path not found), 5
//     denied (access denied), 100, 101 premise (read past the end of a
//     file, disk full), 102 to 106 and 200 to 216, 219, 227 invalid (the
//     program's own fault); 217 names its exception instead:
//     EAccessViolation, EDivByZero, ERangeError, EConvertError and their
//     siblings are the program's faults (invalid); EInOutError keeps its
//     words.
//
// Gated on case-sensitive markers no other tool prints ("Error:" with
// a Fortran source position, "Fortran runtime error: ", "Runtime error ",
// "An unhandled exception occurred at $", "Fatal: Can't ").
func fortranPascalText(t string) (Result, bool) {
	if strings.Contains(t, "Fatal: Can't find unit ") && strings.Contains(t, " used by ") {
		return verdict(premise, "fpc: a unit the program uses is not in the unit path (not built, not installed): provide it first")
	}
	if strings.Contains(t, "Error: Can't create object file: ") {
		if strings.Contains(t, "(error code: 5)") || strings.Contains(t, "(error code: 13)") {
			return verdict(denied, "fpc: the compiler may not write its output directory (I/O error 5, access denied): another output directory, or hand back")
		}
		return Result{}, false
	}
	if i := strings.Index(t, "Runtime error "); i >= 0 {
		if r, ok := fpcRuntimeError(t[i+len("Runtime error "):]); ok {
			return r, true
		}
	}
	if strings.Contains(t, "An unhandled exception occurred at $") {
		return fpcException(t)
	}
	if i := strings.Index(t, "Fortran runtime error: "); i >= 0 {
		return gfortranRuntime(t[i+len("Fortran runtime error: "):])
	}
	if strings.Contains(t, "Program received signal SIG") && strings.Contains(t, "Backtrace for this error:") {
		return verdict(invalid, "gfortran: the program trapped (SIGFPE under -ffpe-trap, SIGSEGV, SIGBUS, SIGILL) at the backtrace's line: a fault in the program or its input, met again on every run")
	}
	if strings.Contains(t, "Error termination. Backtrace:") && strings.Contains(t, ": Error allocating ") {
		return verdict(invalid, "gfortran: an ALLOCATE asked for more memory than the process may have: make the request smaller (set 1312's heap ruling)")
	}
	if strings.Contains(t, "Error: ") && fortranPosition(t) {
		if i := strings.Index(t, "Fatal Error: "); i >= 0 {
			return gfortranFatal(t[i:])
		}
		return verdict(invalid, "gfortran: a compile error at a place in the source (no IMPLICIT type, rank or type mismatch, an ambiguous name, a syntax error): the code must change")
	}
	if strings.Contains(t, "f951: Fatal Error: Cannot open file ") {
		return verdict(premise, "gfortran: the source file the compile was pointed at is not there")
	}
	return Result{}, false
}

// gfortranFatal reads gfortran's fatal errors: an input the build rests
// on is missing or was made by another compiler version (premise),
// unreadable for want of permission (denied), else a source error.
func gfortranFatal(t string) (Result, bool) {
	switch {
	case strings.Contains(t, "Permission denied"):
		return verdict(denied, "gfortran: a module or include file may not be read (permission denied)")
	case strings.Contains(t, "Cannot open module file "), strings.Contains(t, "Cannot open included file "),
		strings.Contains(t, "Cannot read module file ") && strings.Contains(t, "different version of GNU Fortran"):
		return verdict(premise, "gfortran: a module or included file the source uses is not there, or was written by another GNU Fortran version: build or provide it first")
	}
	return verdict(invalid, "gfortran: a fatal compile error at a place in the source: the code must change")
}

// gfortranRuntime reads libgfortran's "Fortran runtime error: <what>".
func gfortranRuntime(t string) (Result, bool) {
	if nl := strings.IndexByte(t, '\n'); nl >= 0 {
		t = t[:nl]
	}
	switch {
	case strings.HasPrefix(t, "Cannot open file "):
		switch {
		case strings.HasSuffix(t, ": No such file or directory"), strings.HasSuffix(t, ": Is a directory"), strings.HasSuffix(t, ": Not a directory"):
			return verdict(premise, "gfortran: OPEN found no such file, or a directory where a file was meant: the files are not as the program assumes")
		case strings.HasSuffix(t, ": Permission denied"):
			return verdict(denied, "gfortran: OPEN may not open the file (permission denied)")
		case strings.HasSuffix(t, ": File exists"):
			return verdict(conflict, "gfortran: OPEN with STATUS='NEW' found the file already there: it exists, carry it forward")
		}
	case t == "End of file":
		return verdict(premise, "gfortran: a READ ran past the end of the file: the data holds less than the program reads")
	case strings.HasPrefix(t, "Index '") && strings.Contains(t, " bound of "),
		strings.HasPrefix(t, "Array bound mismatch"),
		strings.HasPrefix(t, "Attempting to allocate already allocated variable"),
		strings.HasPrefix(t, "Attempt to DEALLOCATE unallocated"),
		strings.HasPrefix(t, "Bad ") && strings.Contains(t, " item ") && strings.HasSuffix(t, " list input"),
		strings.HasPrefix(t, "Bad value during "):
		return verdict(invalid, "gfortran: a run-time check found a fault in the program or the input it was given (bounds, allocation state, malformed list input): repair the code or the input")
	}
	return Result{}, false
}

// fpcRuntimeError reads the number after "Runtime error " when " at $"
// follows it (the Free Pascal RTL's HandleErrorAddrFrame line).
func fpcRuntimeError(t string) (Result, bool) {
	n, k := 0, 0
	for k < len(t) && k < 4 && t[k] >= '0' && t[k] <= '9' {
		n = n*10 + int(t[k]-'0')
		k++
	}
	if k == 0 || !strings.HasPrefix(t[k:], " at $") {
		return Result{}, false
	}
	switch {
	case n == 2 || n == 3:
		return verdict(premise, "Free Pascal run-time error 2/3: the file or path the program opens is not there")
	case n == 5:
		return verdict(denied, "Free Pascal run-time error 5: file access denied")
	case n == 100 || n == 101:
		return verdict(premise, "Free Pascal run-time error 100/101: a read past the end of the file, or a write to a full disk: the file or disk is not as the program assumes")
	case n >= 102 && n <= 106, n >= 200 && n <= 216, n == 219, n == 227:
		return verdict(invalid, "Free Pascal run-time error (file not assigned or open, bad numeric input, division by zero, range check, overflow, heap overflow, invalid pointer, general protection fault): a fault in the program or the input it was given")
	}
	return Result{}, false
}

// fpcException reads the class an unhandled Free Pascal exception names
// on the line after "An unhandled exception occurred at $ADDR:".
func fpcException(t string) (Result, bool) {
	for _, c := range []string{"EAccessViolation: ", "EDivByZero: ", "EZeroDivide: ", "ERangeError: ", "EIntOverflow: ", "EOverflow: ", "EUnderflow: ",
		"EInvalidOp: ", "EConvertError: ", "EInvalidPointer: ", "EInvalidCast: ", "EAssertionFailed: ", "EStackOverflow: ", "EOutOfMemory: ", "EHeapMemoryError: "} {
		if strings.Contains(t, "\n"+c) {
			return verdict(invalid, "Free Pascal: an unhandled exception that marks a fault in the program (access violation, division by zero, range, conversion, cast, assertion, heap): repair the code or its input")
		}
	}
	return Result{}, false
}

// fortranPosition finds gfortran's position line, "name.f90:L:C:" (or
// "name.f90:L:") ending a line, with a Fortran source extension.
func fortranPosition(t string) bool {
	for i := range exactMatches(t, ":\n") {
		j := strings.LastIndexAny(t[:i], "\n ")
		if fortranSourceAt(t[j+1 : i]) {
			return true
		}
	}
	return false
}

// fortranSourceAt reports "name.f90:L" or "name.f90:L:C".
func fortranSourceAt(s string) bool {
	s, nums := trimLineColumn(s) // toolwords.go
	dot := strings.LastIndexByte(s, '.')
	if nums == 0 || dot < 0 {
		return false
	}
	for _, e := range []string{"f", "f90", "f95", "f03", "f08", "f18", "for", "ftn", "fpp"} {
		if strings.EqualFold(s[dot+1:], e) {
			return true
		}
	}
	return false
}
