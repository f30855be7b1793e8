package store

import "errors"

// Memory is a Storage in a map, for tests and tools: it fills up after
// Limit bytes of keys and values (0: never), as a browser's storage does.
type Memory struct {
	M     map[string]string
	Limit int
}

// NewMemory returns an empty Memory that never fills up.
func NewMemory() *Memory { return &Memory{M: map[string]string{}} }

func (s *Memory) Get(k string) (string, bool) { v, ok := s.M[k]; return v, ok }
func (s *Memory) Remove(k string)             { delete(s.M, k) }
func (s *Memory) Set(k, v string) error {
	if s.Limit > 0 {
		n := len(k) + len(v)
		for key, val := range s.M {
			if key != k {
				n += len(key) + len(val)
			}
		}
		if n > s.Limit {
			return errors.New("QuotaExceededError")
		}
	}
	s.M[k] = v
	return nil
}
