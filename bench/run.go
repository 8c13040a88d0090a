package bench

import (
	"context"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
)

// Options configure a bench run.
type Options struct {
	// Policies to run; default every policy. The oracle is added when
	// missing, since targets and comparisons are measured against it.
	Policies []Policy
	// Mix names the workload's mix in the report (Report.Mix); it does
	// not change the cases.
	Mix Mix
	// Workers is how many scenarios run at once; default GOMAXPROCS.
	Workers int
	// Progress, when set, is called after each scenario with the number
	// done and the total. It may be called from several goroutines, but
	// never concurrently.
	Progress func(done, total int)
}

// Run runs every policy on every case and summarises the results. The
// report is the same for the same cases whatever the number of workers.
func Run(ctx context.Context, cs []Case, opts Options) (*Report, error) {
	return RunSource(ctx, cases(cs), opts)
}

// RunSource runs every policy on every case of src and summarises the
// results, as Run does. Each case is asked of src once and dropped once its
// results are summed, so a Workload runs in memory that does not grow with
// its size: only the cases finished ahead of a slower earlier one wait,
// since they are summed in index order.
func RunSource(ctx context.Context, src Source, opts Options) (*Report, error) {
	policies := opts.Policies
	if len(policies) == 0 {
		policies = Policies
	}
	if !containsPolicy(policies, Oracle) {
		policies = append(append([]Policy(nil), policies...), Oracle)
	}
	workers := opts.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	total := src.Len()
	type finished struct {
		c   Case
		row []Result
	}
	var (
		next     atomic.Int64
		mu       sync.Mutex // guards what follows
		sum      = newSummariser(policies)
		waiting  = map[int]finished{} // done, but an earlier case is not
		summed   int                  // cases summed: the next to sum
		firstErr error
		wg       sync.WaitGroup
	)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1)) - 1
				if i >= total || ctx.Err() != nil {
					return
				}
				c := src.Case(i)
				row := make([]Result, len(policies))
				for j, p := range policies {
					r, err := RunPolicy(ctx, &c, p)
					if err != nil {
						mu.Lock()
						if firstErr == nil {
							firstErr = fmt.Errorf("scenario %s, policy %s: %w", c.Scenario.Name, p, err)
						}
						mu.Unlock()
						return
					}
					row[j] = r
				}
				mu.Lock()
				waiting[i] = finished{c, row}
				for {
					f, ok := waiting[summed]
					if !ok {
						break
					}
					delete(waiting, summed)
					sum.add(&f.c, f.row)
					summed++
				}
				if opts.Progress != nil {
					opts.Progress(summed+len(waiting), total)
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if firstErr != nil {
		return nil, firstErr
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	rep := sum.report()
	rep.Mix = opts.Mix
	return rep, nil
}

func containsPolicy(list []Policy, p Policy) bool {
	for _, q := range list {
		if q == p {
			return true
		}
	}
	return false
}
