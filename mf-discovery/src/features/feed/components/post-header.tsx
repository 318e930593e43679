import type { Post } from '@cerca/contracts/feed';
import { Link } from '@cerca/router';
import { Avatar } from '@cerca/ui';
import { RelativeTime } from '../../../components/relative-time';

/**
 * Author (avatar, username), business (links to its page; a typed name without a business is
 * plain text), category and relative time.
 */
export function PostHeader({
  post,
}: {
  post: Pick<Post, 'author' | 'business' | 'business_name' | 'created_at'>;
}) {
  return (
    <header className="mf-post-head">
      <Avatar src={post.author.avatar_url} name={post.author.username} size="md" decorative />
      <div className="mf-post-head__text">
        <p className="mf-post-head__author">{post.author.username}</p>
        <p className="mf-post-head__meta">
          {post.business ? (
            <>
              <Link to={`/businesses/${encodeURIComponent(post.business.id)}`} data-testid="post-business">
                {post.business_name}
              </Link>
              <span aria-hidden="true"> · </span>
              <span>{post.business.category}</span>
            </>
          ) : (
            <span data-testid="post-business">{post.business_name}</span>
          )}
        </p>
      </div>
      <RelativeTime className="mf-post-head__time" value={post.created_at} />
    </header>
  );
}
