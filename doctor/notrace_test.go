package doctor_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rungkit/rung/doctor"
)

// TestNotATrace: a file none of whose lines is a trace record is reported
// as not a trace, once, naming its first line, and adds no source and no
// line errors to the analysis; a trace with some bad lines still lists
// them and analyses the rest (TestMalformedLines).
func TestNotATrace(t *testing.T) {
	dir := t.TempDir()
	notes := filepath.Join(dir, "notes.md")
	if err := os.WriteFile(notes, []byte("\n# Notes\n{\"a\": 1}\nmore text\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	a, err := doctor.ReadFiles([]string{notes, "testdata/malformed.jsonl"}, nil, doctor.Options{})
	if !errors.Is(err, doctor.ErrNotTrace) || !errors.Is(err, doctor.ErrMalformed) {
		t.Fatalf("err = %v, want both ErrNotTrace (notes.md) and ErrMalformed (malformed.jsonl)", err)
	}
	if !strings.Contains(err.Error(), notes+":2: ") {
		t.Errorf("err = %v, want the first non-blank line named as %s:2", err, notes)
	}
	if len(a.Sources) != 1 || a.Sources[0].Name != "testdata/malformed.jsonl" {
		t.Errorf("sources = %+v, want only the trace", a.Sources)
	}
	for _, e := range a.Errors {
		if strings.HasPrefix(e, notes) {
			t.Errorf("a line of the non-trace listed as unreadable: %s", e)
		}
	}
	if a.Events != 2 {
		t.Errorf("events = %d, want the trace's 2", a.Events)
	}
}
