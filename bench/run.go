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
func Run(ctx context.Context, cases []Case, opts Options) (*Report, error) {
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
	results := make([][]Result, len(cases))
	var (
		next     atomic.Int64
		done     int
		mu       sync.Mutex
		firstErr error
		wg       sync.WaitGroup
	)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1)) - 1
				if i >= len(cases) || ctx.Err() != nil {
					return
				}
				row := make([]Result, len(policies))
				for j, p := range policies {
					r, err := RunPolicy(ctx, &cases[i], p)
					if err != nil {
						mu.Lock()
						if firstErr == nil {
							firstErr = fmt.Errorf("scenario %s, policy %s: %w", cases[i].Scenario.Name, p, err)
						}
						mu.Unlock()
						return
					}
					row[j] = r
				}
				results[i] = row
				mu.Lock()
				done++
				if opts.Progress != nil {
					opts.Progress(done, len(cases))
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
	rep := summarise(cases, policies, results)
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
