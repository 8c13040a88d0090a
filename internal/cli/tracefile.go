package cli

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// maxResumes bounds the search for a free resume trace name; a run resumed
// this often has a problem a new file name will not solve.
const maxResumes = 10000

// createTrace creates the trace file of a run, or of one resume of it, and
// returns it with its path. A path given with --trace is the user's choice
// and is created or truncated. By default a run writes RUNID.jsonl and each
// resume RUNID.resume-N.jsonl, the lowest N not taken; both are created
// with O_EXCL, so no run or resume ever reopens another's trace, not even
// two resumes of one run started at the same moment.
func createTrace(given, id string, resume bool) (*os.File, string, error) {
	if given != "" {
		if dir := filepath.Dir(given); dir != "." {
			if err := os.MkdirAll(dir, 0o755); err != nil {
				return nil, "", err
			}
		}
		f, err := os.Create(given)
		return f, given, err
	}
	if err := os.MkdirAll(runsDir, 0o755); err != nil {
		return nil, "", err
	}
	if !resume {
		path := filepath.Join(runsDir, id+".jsonl")
		f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		return f, path, err
	}
	for n := 1; n <= maxResumes; n++ {
		path := filepath.Join(runsDir, id+".resume-"+strconv.Itoa(n)+".jsonl")
		f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		return f, path, err
	}
	return nil, "", fmt.Errorf("run %s has %d resume traces in %s: no free name", id, maxResumes, runsDir)
}

// runTraces lists the traces of the run id in the order they were written:
// the run's own (the one its run file records, else RUNID.jsonl), then its
// resumes by number. ok is false when id names no run in runsDir. Resumes
// given another path with --trace are not found.
func runTraces(id string) (paths []string, ok bool) {
	if id == "" || strings.ContainsAny(id, `/\`) || strings.HasPrefix(id, ".") {
		return nil, false
	}
	first := filepath.Join(runsDir, id+".jsonl")
	if rf, err := readRunFile(id); err == nil && rf.Trace != "" {
		first = rf.Trace
	}
	if _, err := os.Stat(first); err == nil {
		paths = append(paths, first)
	}
	prefix := filepath.Join(runsDir, id+".resume-")
	matches, _ := filepath.Glob(prefix + "*.jsonl")
	type resume struct {
		n    int
		path string
	}
	var resumes []resume
	for _, m := range matches {
		n, err := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(m, prefix), ".jsonl"))
		if err != nil {
			continue // not a name createTrace writes
		}
		resumes = append(resumes, resume{n, m})
	}
	slices.SortFunc(resumes, func(a, b resume) int { return a.n - b.n })
	for _, r := range resumes {
		paths = append(paths, r.path)
	}
	return paths, len(paths) > 0
}
