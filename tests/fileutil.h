// A file's bytes read and written whole, for the suites that compare files byte for byte, and
// written as another program would a moment later.
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
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

/// Gives the file a modification time a second after the one it had: a write that follows
/// another at once is then seen as a change by the file's stamp on any file system, without
/// waiting for the clock.
inline void markLater(const QString& path, const QDateTime& before) {
    QFile f(path);
    if (!f.open(QIODevice::ReadWrite) ||
        !f.setFileTime(before.addSecs(1), QFileDevice::FileModificationTime))
        qFatal("cannot set the time of %s", qPrintable(path));
}

/// Writes bytes as the whole file, as another program would a moment later (markLater).
inline void rewriteLater(const QString& path, const QByteArray& bytes) {
    const QDateTime before = QFileInfo(path).lastModified();
    writeAll(path, bytes);
    markLater(path, before);
}

/// Adds bytes at the file's end, as another program would a moment later (markLater).
inline void appendLater(const QString& path, const QByteArray& bytes) {
    const QDateTime before = QFileInfo(path).lastModified();
    {
        QFile f(path);
        if (!f.open(QIODevice::Append) || f.write(bytes) != bytes.size())
            qFatal("cannot write %s", qPrintable(path));
    }
    markLater(path, before);
}

} // namespace fileutil
