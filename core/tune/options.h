// The command line of chess960-tune: "--name value" pairs, taken one by one by the commands.
#pragma once

#include <map>
#include <sstream>
#include <string>

namespace chess960::engine::tune {

/// \brief Options by name (without the dashes).
using Options = std::map<std::string, std::string>;

/// \brief Moves option name, when given, into value. False when its text is no such value.
template <class T>
bool take(Options& options, const char* name, T& value) {
    auto it = options.find(name);
    if (it == options.end()) return true;
    std::istringstream in(it->second);
    in >> value;
    options.erase(it);
    return bool(in) && in.eof();
}

inline bool take(Options& options, const char* name, std::string& value) {
    auto it = options.find(name);
    if (it == options.end()) return true;
    value = it->second;
    options.erase(it);
    return true;
}

} // namespace chess960::engine::tune
