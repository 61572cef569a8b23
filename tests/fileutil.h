// A file's bytes read and written whole, for the suites that compare files byte for byte.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>

namespace fileutil {

/// The file's bytes; empty when it cannot be read.
inline QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// Writes bytes as the whole file; a file that cannot be written stops the suite.
inline void writeAll(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

} // namespace fileutil
