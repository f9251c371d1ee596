// The standard headers that lesson files and the kit's public headers include, precompiled once
// by the trusted build (grading/lessonNN-worker.json, "precompiled") and put before each student
// file the grader compiles (-include): parsing them is half of a worker's compile time. Only
// standard headers: a kit header read here from the build's folders could differ from the copy
// the student's file includes.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <functional>
#include <limits>
#include <map>
#include <memory>
#include <numeric>
#include <optional>
#include <queue>
#include <set>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>
